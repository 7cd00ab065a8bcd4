import { buildTree, type ExplorerNode } from "../tree"
import { expandablePaths, filterTree, initiallyExpanded, rowsToRender, visibleRows } from "../explorer-rows"

const roots: ExplorerNode[] = buildTree(
  {
    properties: {
      root: {
        type: "object",
        properties: {
          info: {
            type: "object",
            properties: {
              name: { type: "string", description: "Name of the thing" },
              uuid: { type: "string", description: "Identifier" },
            },
          },
          exchanges: {
            type: "object",
            properties: {
              exchange: {
                type: "array",
                items: {
                  type: "object",
                  properties: { meanAmount: { type: "string", description: "Mean amount" }, unit: { type: "string" } },
                },
              },
            },
          },
        },
      },
    },
  },
  { file: "x.json", bundle: {} },
)
const paths = (rows: ReturnType<typeof visibleRows>) =>
  rows.map(
    (row) =>
      `${"  ".repeat(row.level - 1)}${row.node.name}${row.expanded ? "-" : row.node.childCount ? "+" : ""}${row.match ? "*" : ""}`,
  )

describe("explorer rows", () => {
  it("opens the first two levels at first and everything with expand all", () => {
    expect(paths(visibleRows(roots, initiallyExpanded(roots), null))).toEqual([
      "root-",
      "  info-",
      "    name",
      "    uuid",
      "  exchanges-",
      "    exchange+",
    ])
    expect(visibleRows(roots, new Set(expandablePaths(roots)), null)).toHaveLength(8)
    expect(paths(visibleRows(roots, new Set(), null))).toEqual(["root+"])
  })

  it("gives each row its level, position and set size", () => {
    const rows = visibleRows(roots, initiallyExpanded(roots), null)
    expect(rows.map((row) => [row.node.name, row.level, row.posInSet, row.setSize])[2]).toEqual(["name", 3, 1, 2])
  })

  it("filters by name or description, case-insensitively, and opens the ancestors", () => {
    const byName = filterTree(roots, "MEANamount")
    expect(paths(visibleRows(roots, new Set(), byName))).toEqual([
      "root-",
      "  exchanges-",
      "    exchange-",
      "      meanAmount*",
    ])
    const byDescription = filterTree(roots, "identifier")
    expect([...byDescription.matches]).toEqual(["/root/info/uuid"])
    expect(paths(visibleRows(roots, new Set(), byDescription))).toEqual(["root-", "  info-", "    uuid*"])
  })

  it("shows only the way to the matches below ancestors that were open before filtering", () => {
    expect(paths(visibleRows(roots, initiallyExpanded(roots), filterTree(roots, "mean")))).toEqual([
      "root-",
      "  exchanges-",
      "    exchange-",
      "      meanAmount*",
    ])
  })

  it("shows every child of a match the reader expands while filtering", () => {
    const filter = filterTree(roots, "exchange")
    expect(paths(visibleRows(roots, new Set(["/root/exchanges/exchange"]), filter))).toEqual([
      "root-",
      "  exchanges-*",
      "    exchange-*",
      "      meanAmount",
      "      unit",
    ])
  })

  it("finds nothing for a query nothing matches, and treats blank as no filter", () => {
    expect(filterTree(roots, "zzz").matches.size).toBe(0)
    expect(filterTree(roots, "   ").matches.size).toBe(0)
  })

  it("does not match across the end of a name and the start of its description", () => {
    expect(filterTree(roots, "name name").matches.size).toBe(0)
    expect([...filterTree(roots, "amount").ancestors]).toEqual(["/root/exchanges/exchange", "/root/exchanges", "/root"])
  })
})

describe("rows to render", () => {
  const all = visibleRows(roots, new Set(expandablePaths(roots)), null)
  const onScreen = (...names: string[]) =>
    new Set(all.filter((row) => names.includes(row.node.name)).map((row) => row.node.path))

  it("adds at most `step` rows that are not on screen yet, keeping those that are", () => {
    expect(rowsToRender(all, 300, new Set(), 3)).toBe(3)
    // root and info are on screen: they cost nothing, three new rows follow them.
    expect(rowsToRender(all, 300, onScreen("root", "info"), 3)).toBe(5)
    expect(rowsToRender(all, 300, new Set(all.map((row) => row.node.path)), 3)).toBe(all.length)
  })

  it("stays within the window", () => {
    expect(rowsToRender(all, 4, new Set(), 100)).toBe(4)
    expect(rowsToRender(all, 300, new Set(), 100)).toBe(all.length)
  })
})
