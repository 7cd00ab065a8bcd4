import React from "react"
import type { Heading } from "../../lib/docs/headings"
import type { Breadcrumb, NavLink, SidebarItem } from "../../lib/docs/types"
import { useTranslation } from "react-i18next"
import DeferredHydration from "../DeferredHydration"
import DocBanner, { type DocBannerKind } from "../DocBanner"
import DocBreadcrumbs from "../DocBreadcrumbs"
import DocSidebar from "../DocSidebar"
import Main from "../Layout/Main"
import Paginator from "../Paginator"
import TOC from "../TOC"
import TOCCollapsible from "../TOC/TOCCollapsible"
import * as styles from "./styles.module.css"

/** Where a page sits in the docs: passed through from its page context. */
export interface DocNavigation {
  sidebar?: SidebarItem[]
  breadcrumbs: Breadcrumb[]
  previous: NavLink | null
  next: NavLink | null
}

export interface DocPageProps {
  currentPath: string
  navigation: DocNavigation
  title: string
  toc: Heading[]
  banners: Array<{ kind: DocBannerKind; latestHref?: string | null }>
  footer?: React.ReactNode
  children: React.ReactNode
}

/** The docs reading layout: sidebar, then the article with its notices and navigation, then the TOC. */
export default function DocPage({ currentPath, navigation, title, toc, banners, footer, children }: DocPageProps) {
  const { t } = useTranslation()
  const { sidebar = [], breadcrumbs, previous, next } = navigation
  return (
    <div className={styles.page}>
      {/* On a phone the sidebar lives in a menu that needs JavaScript; without it, the sidebar
          follows the article, fully expanded (its toggles need JavaScript too), so every doc
          stays reachable. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>.${styles.page}>aside button{display:none}@media (max-width:996px){.${styles.page}{flex-direction:column}.${styles.page}>aside{display:block;order:1;width:auto;border-right:0;border-top:1px solid var(--color-border)}.${styles.page}>aside>nav{position:static;max-height:none}}</style>`,
        }}
      />
      <DeferredHydration>
        <DocSidebar items={sidebar} currentPath={currentPath} />
      </DeferredHydration>
      <Main className={toc.length > 0 ? `${styles.main} ${styles.withToc}` : styles.main}>
        <div className={styles.column}>
          <article>
            {banners.map((banner) => (
              <DocBanner key={banner.kind} kind={banner.kind} latestHref={banner.latestHref} />
            ))}
            <DocBreadcrumbs items={breadcrumbs} />
            <div className={styles.mobileToc}>
              <TOCCollapsible headings={toc} />
            </div>
            <div className="markdown">
              <h1>{title}</h1>
              {children}
            </div>
            {footer}
          </article>
          <Paginator
            previous={previous}
            next={next}
            previousLabel={t("docs.paginator.previous")}
            nextLabel={t("docs.paginator.next")}
            ariaLabel={t("docs.paginator.label")}
          />
        </div>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <DeferredHydration>
              <TOC headings={toc} />
            </DeferredHydration>
          </div>
        )}
      </Main>
    </div>
  )
}
