import React, { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { SidebarItem } from "../../lib/docs/types"
import DocSidebarItems from "./DocSidebarItems"
import * as styles from "./styles.module.css"

// The sidebar is re-rendered on each page; its scroll offset is carried across navigations
// so the reader does not lose their place in a long sidebar.
let savedScrollTop = 0

/**
 * Brings the current page's entry into view inside the sidebar only (scrollIntoView would also
 * scroll the window and undo the scroll-to-top of a navigation). An IntersectionObserver reports
 * where the entry sits once the browser lays the page out anyway; measuring it here would force
 * a layout of the whole page while it hydrates. A sidebar that is not shown (phones) has no box
 * and is left alone.
 */
function centerCurrentPage(scroller: HTMLElement): () => void {
  const current = scroller.querySelector<HTMLElement>('[aria-current="page"]')
  if (!current || typeof IntersectionObserver !== "function") return () => {}
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect()
      const box = entry.rootBounds
      if (!box?.height || entry.intersectionRatio === 1) return
      scroller.scrollTop += entry.boundingClientRect.top - box.top - box.height / 2
    },
    { root: scroller, threshold: 1 },
  )
  observer.observe(current)
  return () => observer.disconnect()
}

export default function DocSidebar({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    if (savedScrollTop) element.scrollTop = savedScrollTop
    const onScroll = () => {
      savedScrollTop = element.scrollTop
    }
    element.addEventListener("scroll", onScroll, { passive: true })
    const stopCentering = centerCurrentPage(element)
    return () => {
      stopCentering()
      element.removeEventListener("scroll", onScroll)
    }
  }, [])
  return (
    <aside className={styles.sidebar}>
      <nav ref={ref} className={styles.scroller} aria-label={t("docs.sidebar.label")} data-sidebar-id="tutorialSidebar">
        <DocSidebarItems items={items} currentPath={currentPath} level={1} />
      </nav>
    </aside>
  )
}
