import React from "react"
import type { SidebarItem } from "../../lib/docs/types"
import BlogSidebar from "../BlogSidebar"
import Main from "../Layout/Main"
import * as styles from "./styles.module.css"

export default function BlogLayout({
  sidebar,
  currentPath,
  children,
}: {
  sidebar: SidebarItem[]
  currentPath: string
  children: React.ReactNode
}) {
  return (
    <div className={styles.page}>
      <BlogSidebar items={sidebar} currentPath={currentPath} />
      <Main className={styles.main}>{children}</Main>
    </div>
  )
}
