import fs from "node:fs"
import { jsonLd, techArticle } from "../structured-data"

const site = { name: "TianGong LCA Data System", url: "https://x.test/en", logo: "https://x.test/img/logo.svg" }

describe("techArticle", () => {
  it("describes a doc with its headline, URL, language, image, date and publisher", () => {
    const article = techArticle({
      headline: "Processes",
      description: "Process data sets.",
      url: "https://x.test/en/docs/p",
      inLanguage: "en",
      image: "https://x.test/img/social-card.png",
      dateModified: "2026-01-02T03:04:05Z",
      site,
    })
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TechArticle",
      headline: "Processes",
      description: "Process data sets.",
      url: "https://x.test/en/docs/p",
      mainEntityOfPage: "https://x.test/en/docs/p",
      inLanguage: "en",
      dateModified: "2026-01-02T03:04:05Z",
      publisher: { "@type": "Organization", name: site.name, logo: { url: site.logo } },
      isPartOf: { "@type": "WebSite", url: site.url },
    })
  })

  it("leaves out what a doc does not have", () => {
    const article = techArticle({
      headline: "x",
      description: null,
      url: "u",
      inLanguage: "ja",
      image: "i",
      dateModified: null,
      site,
    })
    expect(article).not.toHaveProperty("description")
    expect(article).not.toHaveProperty("dateModified")
  })

  it("cannot close its script tag", () => {
    expect(
      jsonLd(
        techArticle({ headline: "</script><script>alert(1)</script>", url: "u", inLanguage: "en", image: "i", site }),
      ),
    ).not.toContain("</script")
  })
})

describe("social image", () => {
  it("is a 1200x630 PNG", () => {
    const png = fs.readFileSync("static/img/social-card.png")
    expect(png.subarray(1, 4).toString()).toBe("PNG")
    // IHDR: width and height are the first two big-endian words after the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
