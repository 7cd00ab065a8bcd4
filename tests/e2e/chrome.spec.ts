import { expect, hydrated, locales, test, withoutHtmlRedirects } from "./fixtures"

test.describe("page chrome", () => {
  test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/ja/docs/intro")
    await hydrated(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "メインコンテンツまでスキップ" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("main#main-content")).toBeFocused()
  })

  test("chrome comes in order: skip link, announcement, navbar, main, footer", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/en/docs/intro")
    const order = await page.evaluate(() => {
      const pick = (selector: string) => document.querySelector(selector)
      const items = [
        pick('a[href="#main-content"]'),
        pick("[data-announcement-id]"),
        pick("header"),
        pick("main"),
        pick("body > div footer, footer:last-of-type"),
      ]
      return items.map((el, i) =>
        i === 0
          ? 0
          : el && items[i - 1]
            ? items[i - 1]!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
            : -1,
      )
    })
    expect(order).toEqual([0, 4, 4, 4, 4])
  })

  test("closing the announcement keeps it closed across reloads and pages", async ({ page }) => {
    await page.goto("/ja/")
    await hydrated(page)
    const bar = page.getByRole("region", { name: "お知らせ" })
    await expect(bar).toBeVisible()
    await expect(bar.getByRole("link", { name: "ツールのガイドを読む" })).toHaveAttribute(
      "href",
      "/ja/docs/tool/tidas-tool-intro",
    )
    await bar.getByRole("button", { name: "お知らせを閉じる" }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(page.locator("[data-announcement-id]")).toBeHidden()
    await page.goto("/en/docs/intro")
    await expect(page.locator("[data-announcement-id]")).toBeHidden()
  })

  test("a new announcement id shows the bar again", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("announcement-dismissed", "an-older-announcement"))
    await page.goto("/en/")
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible()
  })

  test("navbar: docs link, GitHub link, footer groups and copyright @desktop-only", async ({ page }) => {
    await page.goto("/ja/")
    const header = page.locator("header")
    await expect(header.getByRole("link", { name: "ドキュメント" })).toHaveAttribute("href", "/ja/docs/intro")
    const github = header.getByRole("link", { name: "GitHub リポジトリ" })
    await expect(github).toHaveAttribute("href", "https://github.com/tiangong-lca/tidas")
    await expect(github).toHaveAttribute("rel", "noopener noreferrer")
    const footer = page.locator("footer").last()
    for (const group of ["オープンソース", "コミュニティ", "技術サポート"])
      await expect(footer.getByRole("heading", { name: group })).toBeVisible()
    await expect(footer).toContainText("Copyright © 2025 TianGong LCA")
    await expect(footer).toContainText("0.0.1")
  })

  test("the language dropdown links the same page in each locale, keeping query and hash @desktop-only", async ({
    page,
  }) => {
    await page.goto("/ja/docs/faq/glossary?from=test#top")
    await hydrated(page)
    await page.getByRole("button", { name: /言語を選択/ }).click()
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/en/docs/faq/glossary?from=test#top",
    )
    await expect(page.getByRole("link", { name: "简体中文" })).toHaveAttribute(
      "href",
      "/docs/faq/glossary?from=test#top",
    )
    await page.getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(/\/en\/docs\/faq\/glossary\?from=test#top$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  })

  test("the language dropdown by keyboard: focus says closed, ↓ opens it on its first link, Escape closes it @desktop-only", async ({
    page,
  }) => {
    await page.goto("/ja/docs/intro")
    await hydrated(page)
    const button = page.getByRole("button", { name: /言語を選択/ })
    const english = page.getByRole("link", { name: "English" })
    await button.focus()
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(english).toBeHidden()
    await page.keyboard.press("ArrowDown")
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("link", { name: "简体中文" })).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(english).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).toBeFocused()
    await expect(english).toBeHidden()
    await page.keyboard.press("Enter")
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(english).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/en\/docs\/intro$/)
  })

  test("footer copyright in every locale", async ({ page }) => {
    const expected = {
      "zh-CN": "版权所有 © 2025 天工 LCA",
      en: "Copyright © 2025 TianGong LCA",
      ja: "Copyright © 2025 TianGong LCA",
    }
    for (const locale of locales) {
      await page.goto(locale.prefix || "/")
      await expect(page.locator("footer").last()).toContainText(expected[locale.code])
    }
  })
})

test.describe("colour mode", () => {
  test(
    "light by default; the toggle flips to dark and back, and the choice persists",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/en/docs/intro")
      await hydrated(page)
      const html = page.locator("html")
      await expect(html).toHaveAttribute("data-theme", "light")
      const toggle = page.getByRole("button", { name: /Switch between dark and light mode/ })
      await toggle.click()
      await expect(html).toHaveAttribute("data-theme", "dark")
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
      await page.reload()
      await expect(html).toHaveAttribute("data-theme", "dark")
      await hydrated(page)
      await page.getByRole("button", { name: /Switch between dark and light mode/ }).click()
      await expect(html).toHaveAttribute("data-theme", "light")
    },
  )

  test("a reload in dark mode paints dark before any script of the app runs", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"))
    // Hold back the app's JavaScript: what shows now is the server HTML plus the pre-paint script.
    await page.route(/\/(app|framework|webpack-runtime)-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    await page.goto("/ja/docs/intro", { waitUntil: "domcontentloaded" })
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false)
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe("rgb(27, 27, 29)")
  })

  test("a stored 'system' choice follows the operating system", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" })
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem("theme", "system"))
    await page.goto("/en/")
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    await context.close()
  })
})

test.describe("head", () => {
  test("title, description, canonical and hreflang alternates", async ({ page }) => {
    await page.goto("/ja/docs/tool/tidas-tool-intro")
    await expect(page).toHaveTitle(/ \| 天工 LCA データシステム$/)
    const description = await page.locator('meta[name="description"]').getAttribute("content")
    expect(description?.length).toBeGreaterThan(10)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://tidas.tiangong.earth/ja/docs/tool/tidas-tool-intro",
    )
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`))
    expect(alternates.sort()).toEqual(
      [
        "en https://tidas.tiangong.earth/en/docs/tool/tidas-tool-intro",
        "ja https://tidas.tiangong.earth/ja/docs/tool/tidas-tool-intro",
        "x-default https://tidas.tiangong.earth/docs/tool/tidas-tool-intro",
        "zh-CN https://tidas.tiangong.earth/docs/tool/tidas-tool-intro",
      ].sort(),
    )
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(jsonLd["@type"]).toBe("BreadcrumbList")
    expect(jsonLd.itemListElement.at(-1).item).toBe("https://tidas.tiangong.earth/ja/docs/tool/tidas-tool-intro")
  })
})

test.describe("not found", () => {
  const cases = [
    { path: "/no/such/page", text: "找不到页面", lang: "zh-CN" },
    { path: "/en/no/such/page", text: "Page Not Found", lang: "en" },
    { path: "/ja/docs/no-such-doc", text: "ページが見つかりません", lang: "ja" },
  ]
  for (const item of cases) {
    test(`${item.path} answers 404 with the ${item.lang} not-found page`, async ({ page }) => {
      const response = await page.goto(item.path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.text)
      await expect(page.locator("html")).toHaveAttribute("lang", item.lang)
      await expect(page.locator("main")).toContainText(
        item.lang === "ja"
          ? "リンクしていたサイトの管理者"
          : item.lang === "en"
            ? "owner of the site that linked you"
            : "链接到此处的网站的所有者",
      )
    })
  }

  test("paths ending in .html or index.html lead to the page without the ending", async ({ page, baseURL }) => {
    await withoutHtmlRedirects(page, baseURL!)
    await page.goto("/ja/docs/intro.html")
    await expect(page).toHaveURL(/\/ja\/docs\/intro$/)
    await expect(page.locator("main h1")).toBeVisible()
    await page.goto("/en/docs/faq/glossary/index.html")
    await expect(page).toHaveURL(/\/en\/docs\/faq\/glossary$/)
  })
})

const chromeStrings = {
  "zh-CN": {
    skip: "跳到主要内容",
    close: "关闭公告",
    docs: "文档",
    blog: "博客",
    language: /选择语言/,
    toggle: /切换浅色\/深色模式/,
    groups: ["开源项目", "社区", "技术支持"],
    menu: "打开导航菜单",
  },
  en: {
    skip: "Skip to main content",
    close: "Close announcement",
    docs: "Documentation",
    blog: "Blog",
    language: /Choose language/,
    toggle: /Switch between dark and light mode/,
    groups: ["Open Source", "Community", "Technical Support"],
    menu: "Open navigation menu",
  },
  ja: {
    skip: "メインコンテンツまでスキップ",
    close: "お知らせを閉じる",
    docs: "ドキュメント",
    blog: "ブログ",
    language: /言語を選択/,
    toggle: /ライトモードとダークモードを切り替える/,
    groups: ["オープンソース", "コミュニティ", "技術サポート"],
    menu: "ナビゲーションメニューを開く",
  },
} as const

for (const locale of locales) {
  test(`chrome is localized in ${locale.code}`, async ({ page }, testInfo) => {
    const s = chromeStrings[locale.code]
    await page.goto(`${locale.prefix}/docs/intro`)
    await hydrated(page)
    await expect(page.getByRole("link", { name: s.skip })).toBeAttached()
    await expect(page.getByRole("button", { name: s.close })).toBeVisible()
    await expect(page.getByRole("button", { name: s.toggle })).toBeVisible()
    for (const group of s.groups)
      await expect(page.locator("footer").last().getByRole("heading", { name: group })).toBeVisible()
    if (testInfo.project.name === "mobile") {
      await page.getByRole("button", { name: s.menu }).click()
      await page.getByRole("dialog").getByRole("button").filter({ hasText: "←" }).click()
    }
    const scope = testInfo.project.name === "mobile" ? page.getByRole("dialog") : page.locator("header")
    await expect(scope.getByRole("link", { name: s.docs, exact: true })).toHaveAttribute(
      "href",
      `${locale.prefix}/docs/intro`,
    )
    await expect(scope.getByRole("link", { name: s.blog, exact: true })).toHaveAttribute(
      "href",
      `${locale.prefix}/blog`,
    )
    await expect(scope.getByRole("button", { name: s.language })).toBeVisible()
  })
}
