// llms.txt (https://llmstxt.org): a plain-text map of the docs for language models. One file per
// locale: a title, a one-line summary, then the docs grouped by sidebar category, each with its
// title, description and absolute URL.
import type { SidebarItem } from "../docs/types"

export interface LlmsInfo {
  title: string
  summary: string
  /** Heading for the docs that sit at the top of the sidebar, outside any category. */
  topLevelLabel: string
  /** Doc titles by docId (the sidebar holds the shorter sidebar labels). */
  titles: Record<string, string>
  toAbsolute: (href: string) => string
}

interface Section {
  heading: string
  depth: number
  description: string | null
  lines: string[]
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim()

function entry(label: string, url: string, description?: string | null): string {
  return `- [${oneLine(label).replace(/[[\]]/g, "")}](${url})${description ? `: ${oneLine(description)}` : ""}`
}

function collect(items: SidebarItem[], info: LlmsInfo, section: Section, sections: Section[], depth: number) {
  for (const item of items) {
    if (item.type === "doc")
      section.lines.push(
        entry((item.docId && info.titles[item.docId]) || item.label, info.toAbsolute(item.href), item.description),
      )
    // External links in the sidebar are not part of these docs.
    if (item.type !== "category") continue
    const child: Section = { heading: item.label, depth, description: item.description ?? null, lines: [] }
    const at = sections.push(child)
    if (item.href) child.lines.push(entry(item.label, info.toAbsolute(item.href), null))
    collect(item.items, info, child, sections, Math.min(depth + 1, 4))
    // A category with nothing of these docs in it (only external links) is left out; one whose
    // docs are all in subcategories keeps its heading so the levels stay nested.
    if (child.lines.length === 0 && sections.length === at) sections.pop()
  }
}

export function llmsTxt(sidebar: SidebarItem[], info: LlmsInfo): string {
  const top: Section = { heading: info.topLevelLabel, depth: 2, description: null, lines: [] }
  const sections: Section[] = [top]
  collect(sidebar, info, top, sections, 2)
  const body = sections
    .filter((section) => section !== top || top.lines.length > 0)
    .map((section) =>
      [
        `${"#".repeat(section.depth)} ${oneLine(section.heading)}`,
        ...(section.description ? ["", oneLine(section.description)] : []),
        ...(section.lines.length ? ["", ...section.lines] : []),
      ].join("\n"),
    )
  return `# ${oneLine(info.title)}\n\n> ${oneLine(info.summary)}\n\n${body.join("\n\n")}\n`
}
