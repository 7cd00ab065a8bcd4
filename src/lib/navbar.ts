import { navbarItemTypes, type NavbarItemConfig } from "../config/site"

/** Unknown navbar item types fail the build (gatsby/createPages) rather than a reader's page. */
export function findInvalidNavbarItems(items: NavbarItemConfig[], trail = "navbar.items"): string[] {
  const problems: string[] = []
  items.forEach((item, index) => {
    const where = `${trail}[${index}]`
    const type = (item as { type?: unknown }).type
    if (!navbarItemTypes.includes(type as (typeof navbarItemTypes)[number])) {
      problems.push(`${where}: unknown navbar item type "${String(type)}" (known: ${navbarItemTypes.join(", ")})`)
      return
    }
    if (item.position !== "left" && item.position !== "right")
      problems.push(`${where}: position must be "left" or "right"`)
    if (item.type === "link" && !item.to && !item.href) problems.push(`${where}: a link needs "to" or "href"`)
    if (item.type === "dropdown") problems.push(...findInvalidNavbarItems(item.items, `${where}.items`))
  })
  return problems
}
