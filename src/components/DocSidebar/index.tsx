import React, { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { SidebarItem } from "../../lib/docs/types"
import DocSidebarItems from "./DocSidebarItems"
import * as styles from "./styles.module.css"

// The sidebar is re-rendered on each page; its scroll offset is carried across navigations
// so the reader does not lose their place in a long sidebar.
let savedScrollTop = 0

export default function DocSidebar({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    element.scrollTop = savedScrollTop
    // Bring the current page into view inside the sidebar only; scrollIntoView would also
    // scroll the window and undo the scroll-to-top of a navigation.
    const active = element.querySelector<HTMLElement>('[aria-current="page"]')
    if (active) {
      const box = element.getBoundingClientRect()
      const target = active.getBoundingClientRect()
      if (target.top < box.top || target.bottom > box.bottom) element.scrollTop += target.top - box.top - box.height / 2
    }
    const onScroll = () => {
      savedScrollTop = element.scrollTop
    }
    element.addEventListener("scroll", onScroll, { passive: true })
    return () => element.removeEventListener("scroll", onScroll)
  }, [])
  return (
    <aside className={styles.sidebar}>
      <nav ref={ref} className={styles.scroller} aria-label={t("docs.sidebar.label")} data-sidebar-id="tutorialSidebar">
        <DocSidebarItems items={items} currentPath={currentPath} level={1} />
      </nav>
    </aside>
  )
}
