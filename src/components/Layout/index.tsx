import React from "react"
import type { Locale } from "../../config/locales"
import { useTranslation } from "react-i18next"
import type { SidebarItem } from "../../lib/docs/types"
import AnnouncementBar from "../AnnouncementBar"
import BackToTop from "../BackToTop"
import ErrorBoundary, { ErrorScreen } from "../ErrorBoundary"
import Footer from "../Footer"
import StaticHtml from "../StaticHtml"
import Navbar from "../Navbar"
import type { PageLocation } from "../Navbar/LocaleDropdown"
import type { VersionLink } from "../../lib/docs/versions"
import SearchButton from "../SearchButton"
import SkipToContent from "../SkipToContent"
import * as styles from "./styles.module.css"

/** What every page passes to the chrome through its page context. */
export interface BasePageContext {
  locale: Locale
  sidebar?: SidebarItem[]
  /** What the sidebar lists: the docs, or the blog's recent posts. */
  sidebarKind?: "docs" | "blog"
  versions?: VersionLink[]
  version?: { name: string } | null
}

interface LayoutProps {
  location: PageLocation
  pageContext: BasePageContext
  children: React.ReactNode
}

function PageCrash({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const { t } = useTranslation()
  return (
    <ErrorScreen
      title={t("error.pageCrash.title")}
      heading={t("error.pageCrash.heading")}
      message={error.message}
      buttonLabel={t("error.tryAgain")}
      onTryAgain={tryAgain}
    />
  )
}

function GenericError({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const { t } = useTranslation()
  return (
    <ErrorScreen
      title={t("error.generic.title")}
      heading={t("error.generic.title")}
      message={error.message}
      buttonLabel={t("error.tryAgain")}
      onTryAgain={tryAgain}
    />
  )
}

/** Page chrome in reading order: skip link, announcement, navbar, content, footer. */
export default function Layout({ location, pageContext, children }: LayoutProps) {
  // Search the docs version being read; elsewhere, the latest one.
  const searchVersion =
    pageContext.version?.name ?? pageContext.versions?.find((version) => version.isLast)?.name ?? "current"
  return (
    <ErrorBoundary fallback={(props) => <GenericError {...props} />}>
      <div className={styles.root}>
        <SkipToContent />
        <AnnouncementBar />
        <Navbar
          location={location}
          sidebar={pageContext.sidebar ?? null}
          sidebarKind={pageContext.sidebarKind ?? "docs"}
          versions={pageContext.versions ?? []}
          activeVersion={pageContext.version?.name ?? null}
          searchSlot={<SearchButton version={searchVersion} />}
        />
        <div className={styles.content}>
          <ErrorBoundary fallback={(props) => <PageCrash {...props} />}>{children}</ErrorBoundary>
        </div>
        {/* Static links only; a new locale brings a new footer (keyed) rendered afresh. */}
        <StaticHtml key={pageContext.locale}>
          <Footer />
        </StaticHtml>
        <BackToTop />
      </div>
    </ErrorBoundary>
  )
}
