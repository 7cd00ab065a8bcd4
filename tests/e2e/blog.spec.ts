import { expect, hydrated, locales, test } from "./fixtures"

const strings = {
  "zh-CN": { readMore: "阅读全文", archive: "归档", tags: "标签", authors: "作者", minutes: /阅读需 \d+ 分钟/ },
  en: { readMore: "Read more", archive: "Archive", tags: "Tags", authors: "Authors", minutes: /\d+ min read/ },
  ja: { readMore: "続きを読む", archive: "アーカイブ", tags: "タグ", authors: "著者", minutes: /\d+ 分で読めます/ },
} as const

for (const locale of locales) {
  const s = strings[locale.code]
  const blog = `${locale.prefix}/blog`

  test.describe(`blog (${locale.code})`, () => {
    test("the list shows posts newest first with excerpt, date, reading time, authors and tags", async ({ page }) => {
      expect((await page.goto(blog))?.status()).toBe(200)
      const cards = page.locator("main article")
      expect(await cards.count()).toBeGreaterThanOrEqual(4)
      const dates = await cards.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!))
      expect([...dates].sort().reverse()).toEqual(dates)
      const first = cards.first()
      await expect(first.getByText(s.minutes)).toBeVisible()
      expect(await first.locator('a[href*="/blog/authors/"]').count()).toBeGreaterThan(0)
      expect(await first.locator('a[href*="/blog/tags/"]').count()).toBeGreaterThan(0)
      await expect(first.locator("p").nth(1)).not.toBeEmpty()
      await first.getByRole("link", { name: new RegExp(s.readMore) }).click()
      await expect(page).toHaveURL(new RegExp(`${blog}/documentation-site-launch$`))
    })

    test("a post has its header, content, and links to the neighbouring post", async ({ page }) => {
      expect((await page.goto(`${blog}/tidas-cli-0-2-0`))?.status()).toBe(200)
      await expect(page.locator("main h1")).toContainText("tidas")
      await expect(page.locator("main header time")).toHaveAttribute("datetime", "2026-08-25")
      await expect(page.locator("main header").getByText(s.minutes)).toBeVisible()
      expect(await page.locator("main .markdown h2").count()).toBeGreaterThan(1)
      await expect(page.locator('main a[rel="prev"]')).toHaveAttribute(
        "href",
        `${blog}/what-is-tidas-and-why-json-schema`,
      )
      await expect(page.locator('main a[rel="next"]')).toHaveAttribute(
        "href",
        `${blog}/blockchain-notarization-of-lca-data`,
      )
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `${blog}/rss.xml`,
      )
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(ld["@type"]).toBe("BlogPosting")
    })

    test("archive, tags and authors pages link to each other", async ({ page }) => {
      await page.goto(`${blog}/archive`)
      await expect(page.locator("main h1")).toHaveText(s.archive)
      await expect(page.locator("main").getByRole("heading", { name: "2026" })).toBeVisible()
      expect(await page.locator("main section li a").count()).toBeGreaterThanOrEqual(4)

      await page.goto(`${blog}/tags`)
      await expect(page.locator("main h1")).toHaveText(s.tags)
      const tag = page.locator('main li a[href$="/blog/tags/tools"]')
      await expect(tag.locator("xpath=..")).toContainText("1")
      await tag.click()
      await expect(page).toHaveURL(new RegExp(`${blog}/tags/tools$`))
      await expect(page.locator("main article")).toHaveCount(1)

      await page.goto(`${blog}/authors`)
      await expect(page.locator("main h1")).toHaveText(s.authors)
      const author = page.locator('main a[href$="/blog/authors/tiangong-lca"]')
      await expect(author.locator("xpath=../..")).toContainText("3")
      await author.click()
      await expect(page).toHaveURL(new RegExp(`${blog}/authors/tiangong-lca$`))
      await expect(page.locator("main article")).toHaveCount(3)
    })

    test("RSS and Atom feeds are well-formed XML with absolute URLs", async ({ page, request }) => {
      for (const feed of ["rss.xml", "atom.xml"]) {
        const response = await request.get(`${blog}/${feed}`)
        expect(response.status()).toBe(200)
        const xml = await response.text()
        await page.goto(`${blog}`)
        const result = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, "application/xml")
          const links = [...doc.querySelectorAll("item > link, entry > link")].map(
            (el) => el.textContent || el.getAttribute("href") || "",
          )
          return { errors: doc.getElementsByTagName("parsererror").length, links }
        }, xml)
        expect(result.errors).toBe(0)
        expect(result.links.length).toBeGreaterThanOrEqual(4)
        for (const link of result.links) expect(link).toMatch(new RegExp(`^https://tidas\\.tiangong\\.earth${blog}/`))
      }
    })
  })
}

test.describe("blog on mobile @mobile-only", () => {
  test("recent posts are in the side menu", async ({ page }) => {
    await page.goto("/ja/blog/tidas-cli-0-2-0")
    await hydrated(page)
    await page.getByRole("button", { name: "ナビゲーションメニューを開く" }).click()
    const menu = page.getByRole("dialog", { name: "ナビゲーションメニュー" })
    await expect(menu.getByRole("navigation", { name: "最近の投稿" })).toBeVisible()
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute("href", "/ja/blog/tidas-cli-0-2-0")
  })
})

test("the blog list links its feeds", async ({ page }) => {
  await page.goto("/ja/blog")
  await expect(page.getByRole("link", { name: "RSS", exact: true })).toHaveAttribute("href", "/ja/blog/rss.xml")
  await expect(page.getByRole("link", { name: "Atom", exact: true })).toHaveAttribute("href", "/ja/blog/atom.xml")
})
