import type { NavbarItemConfig } from "../../config/site"
import { siteConfig } from "../../config/site"
import { findInvalidNavbarItems } from "../navbar"

describe("navbar config", () => {
  it("accepts the site's navbar", () => {
    expect(findInvalidNavbarItems(siteConfig.navbar.items)).toEqual([])
  })

  it("names unknown item types, bad positions and links without a target, also when nested", () => {
    const items = [
      { type: "banana", position: "left" },
      { type: "link", position: "middle", label: "x" },
      { type: "dropdown", position: "right", label: "More", items: [{ type: "nope", position: "left" }] },
    ] as unknown as NavbarItemConfig[]
    expect(findInvalidNavbarItems(items)).toEqual([
      'navbar.items[0]: unknown navbar item type "banana" (known: docSidebar, link, dropdown, localeDropdown, docsVersionDropdown, search)',
      'navbar.items[1]: position must be "left" or "right"',
      'navbar.items[1]: a link needs "to" or "href"',
      'navbar.items[2].items[0]: unknown navbar item type "nope" (known: docSidebar, link, dropdown, localeDropdown, docsVersionDropdown, search)',
    ])
  })
})
