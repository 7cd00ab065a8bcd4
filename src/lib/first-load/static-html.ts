// What server-rendered text does without hydration (components/StaticHtml): links inside the
// site open client-side and load their page on hover, as Gatsby's Link does, and code blocks'
// copy buttons copy. Delegated from the region's root, so it works the same whether the region
// was hydrated or kept as the server's HTML.
import { navigate } from "gatsby"
import { sitePathname } from "../site-path"
import { isModifiedClick } from "../clicks"

/** How long a copy button says "Copied". */
export const copiedForMs = 2000

/**
 * The site path a click on a link should open client-side, or null when the browser should
 * follow it itself: modified clicks, other windows, downloads, other origins, files, and
 * same-page #anchors.
 */
export function clientRouteFor(event: MouseEvent): string | null {
  if (event.defaultPrevented || isModifiedClick(event)) return null
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null
  return link ? siteRouteOf(link, window.location) : null
}

function siteRouteOf(link: HTMLAnchorElement, location: Location): string | null {
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin) return null
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null
  return `${sitePathname(url.pathname)}${url.search}${url.hash}`
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Clipboard API refused (insecure context or permissions): select-and-copy fallback.
    const area = document.createElement("textarea")
    area.value = text
    area.setAttribute("readonly", "")
    area.style.position = "fixed"
    area.style.opacity = "0"
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand("copy")
    area.remove()
    return ok
  }
}

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>()

/** Copies a code block's text; its button then says "Copied" (CodeBlock's data-* labels) for a while. */
export async function copyCodeBlock(button: HTMLButtonElement): Promise<void> {
  const block = button.closest<HTMLElement>("[data-code-block]")
  const text = block?.querySelector("pre code")?.textContent ?? ""
  if (!block || !(await copyText(text.replace(/\n$/, "")))) return
  const status = block.querySelector("[role=status]")
  const show = (copied: boolean) => {
    block.toggleAttribute("data-copied", copied)
    button.setAttribute("aria-label", (copied ? button.dataset.copiedLabel : button.dataset.copyLabel) ?? "")
    if (status) status.textContent = copied ? (button.dataset.copiedLabel ?? "") : ""
  }
  show(true)
  clearTimeout(resetTimers.get(block))
  resetTimers.set(
    block,
    setTimeout(() => show(false), copiedForMs),
  )
}

type Loader = { hovering?: (path: string) => void }

/** Installs the behaviour on `root`; returns a function that removes it. */
export function delegateStaticHtml(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const copy = (event.target as Element | null)?.closest?.("button[data-code-copy]") as HTMLButtonElement | null
    if (copy) {
      void copyCodeBlock(copy)
      return
    }
    const route = clientRouteFor(event)
    if (route === null) return
    event.preventDefault()
    void navigate(route)
  }
  const onHover = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null
    if (!link || siteRouteOf(link, window.location) === null) return
    ;(window as unknown as { ___loader?: Loader }).___loader?.hovering?.(new URL(link.href).pathname)
  }
  root.addEventListener("click", onClick)
  root.addEventListener("mouseover", onHover)
  root.addEventListener("focusin", onHover)
  return () => {
    root.removeEventListener("click", onClick)
    root.removeEventListener("mouseover", onHover)
    root.removeEventListener("focusin", onHover)
  }
}
