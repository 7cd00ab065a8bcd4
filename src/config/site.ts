// Site-wide configuration: the typed equivalent of a docs framework's config file.
// Everything user-visible here is a translation key (locales/<lng>/*.json), not text.

export type NavbarPosition = "left" | "right"

export type NavbarItemConfig =
  | { type: "docSidebar"; position: NavbarPosition; label: string }
  | { type: "link"; position: NavbarPosition; label: string; to?: string; href?: string; icon?: "github" }
  | { type: "dropdown"; position: NavbarPosition; label: string; items: NavbarItemConfig[] }
  | { type: "localeDropdown"; position: NavbarPosition }
  | { type: "docsVersionDropdown"; position: NavbarPosition }
  | { type: "search"; position: NavbarPosition }

export const navbarItemTypes = [
  "docSidebar",
  "link",
  "dropdown",
  "localeDropdown",
  "docsVersionDropdown",
  "search",
] as const

export interface FooterLink {
  label: string
  href: string
}

export interface FooterColumn {
  title: string
  items: FooterLink[]
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who closed an earlier announcement. */
  id: string
  /** Translation key; the text may contain Markdown links: [label](/docs/intro). */
  content: string
  backgroundColor: string
  textColor: string
  isCloseable: boolean
}

export interface ColorModeConfig {
  defaultMode: "light" | "dark"
  disableSwitch: boolean
  respectPrefersColorScheme: boolean
}

export const siteConfig = {
  siteUrl: (process.env.GATSBY_SITE_URL || "https://tidas.tiangong.earth").replace(/\/$/, ""),
  repositoryUrl: "https://github.com/tiangong-lca/tidas",
  issuesUrl: "https://github.com/tiangong-lca/tidas/issues",
  /** Base of the "Edit this page" links; the doc's path inside this repository is appended. */
  editUrl: "https://github.com/tiangong-lca/tidas/edit/main/",
  /** Shown in the footer; a unit test keeps it equal to package.json. */
  siteVersion: "0.0.1",
  titleDelimiter: "|",
  copyrightYear: 2025,
  navbar: {
    hideOnScroll: false,
    items: [
      { type: "docSidebar", position: "left", label: "navbar.docs" },
      { type: "link", position: "left", label: "navbar.blog", to: "/blog" },
      { type: "docsVersionDropdown", position: "right" },
      { type: "localeDropdown", position: "right" },
      {
        type: "link",
        position: "right",
        label: "navbar.github",
        href: "https://github.com/tiangong-lca/tidas",
        icon: "github",
      },
      { type: "search", position: "right" },
    ] as NavbarItemConfig[],
  },
  footer: {
    columns: [
      {
        title: "footer.openSource",
        items: [
          { label: "footer.tiangongGithub", href: "https://github.com/tiangong-lca" },
          { label: "footer.platform", href: "https://lca.tiangong.earth/" },
          { label: "footer.platformDocs", href: "https://docs.tiangong.earth/" },
        ],
      },
      {
        title: "footer.community",
        items: [
          { label: "footer.linkedin", href: "http://linkedin.com/company/tiangonglca" },
          { label: "footer.tiangongInitiative", href: "https://www.tiangong.earth/" },
        ],
      },
      {
        title: "footer.technicalSupport",
        items: [
          { label: "footer.cfian", href: "https://www.carbonfootprint.network/" },
          { label: "footer.thinkTank", href: "http://www.tsinghua-riet.com/page/aicenter2/index.php/" },
          { label: "footer.hiqlcd", href: "https://www.hiqlcd.com/" },
        ],
      },
    ] as FooterColumn[],
  },
  announcementBar: {
    id: "tidas-cli-0-2-0",
    content: "announcement.content",
    backgroundColor: "var(--announcement-bg)",
    textColor: "var(--announcement-fg)",
    isCloseable: true,
  } as AnnouncementBarConfig | null,
  colorMode: {
    defaultMode: "light",
    disableSwitch: false,
    respectPrefersColorScheme: false,
  } as ColorModeConfig,
  docs: {
    pluginId: "default",
    routeBasePath: "docs",
    sidebarId: "tutorialSidebar",
    mainDocId: "intro",
  },
  /** Prefix for browser storage keys; empty by default (spec: no key prefix). */
  storageKeyPrefix: "",
}

export type SiteConfig = typeof siteConfig
