import { filterIndex, filterRows } from "../filter"
import { rowsOf } from "./load"

const rows = rowsOf("processes")
const index = filterIndex(rows)
const codes = (query: string) => [...filterRows(rows, index, query).matches].map((at) => rows[at].code)

describe("filterRows", () => {
  it("matches a code prefix, not a code containing the query", () => {
    expect(codes("2410")).toEqual(["2410"])
    expect(codes("241")).toEqual(["241", "2410"])
    expect(codes("41")).not.toContain("2410")
  })

  it("matches English words at their start, in any order", () => {
    expect(codes("basic iron")).toEqual(["241", "2410"])
    expect(codes("steel basic")).toEqual(["241", "2410"])
    expect(codes("ron")).not.toContain("2410")
  })

  it("matches Chinese and Japanese reading aids inside words", () => {
    expect(codes("钢铁")).toEqual(expect.arrayContaining(["241", "2410"]))
    expect(codes("鉄鋼")).toEqual(expect.arrayContaining(["241", "2410"]))
  })

  it("shows the ancestors of every match, in list order", () => {
    const { shown } = filterRows(rows, index, "2410")
    expect(shown.map((at) => rows[at].code)).toEqual(["C", "24", "241", "2410"])
  })

  it("finds the same rows with keys built a slice at a time", () => {
    const product = rowsOf("flows_product")
    const sliced = filterIndex([])
    for (let end = 500; end < product.length + 500; end += 500) filterIndex(product.slice(0, end), sliced)
    expect(sliced).toEqual(filterIndex(product))
    expect([...filterRows(product, sliced, "wheat").matches]).toEqual([
      ...filterRows(product, filterIndex(product), "wheat").matches,
    ])
  })

  it("needs every word of the query to match", () => {
    expect(codes("basic iron nothing")).toEqual([])
    expect(codes("2410 steel")).toEqual(["2410"])
  })

  it("filters the 4,596 product classes well within a frame", () => {
    const product = rowsOf("flows_product")
    const productIndex = filterIndex(product)
    const start = performance.now()
    for (const query of ["41", "wheat", "steel bars", "products", "x"]) filterRows(product, productIndex, query)
    expect((performance.now() - start) / 5).toBeLessThan(50)
  })
})
