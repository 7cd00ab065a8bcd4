import { localizePath } from "../../paths"
import { fieldLink, nearestField, pointerSegments, schemaPathOf } from "../field-links"
import { isTooLarge, looksLikeJsonFile, maxFileBytes, megabytes } from "../limits"

describe("from an error pointer to the field's permalink", () => {
  const known = new Set([
    "/processDataSet",
    "/processDataSet/exchanges",
    "/processDataSet/exchanges/exchange",
    "/processDataSet/exchanges/exchange/meanAmount",
    "/processDataSet/exchanges/exchange/a/b",
  ])

  it("drops array indices and unescapes JSON pointer segments", () => {
    expect(schemaPathOf("/processDataSet/exchanges/exchange/3/meanAmount")).toBe(
      "/processDataSet/exchanges/exchange/meanAmount",
    )
    expect(schemaPathOf("/a/0/1/b")).toBe("/a/b")
    expect(schemaPathOf("")).toBe("")
    expect(pointerSegments("/a~1b/c~0d/common:name")).toEqual(["a/b", "c~d", "common:name"])
  })

  it("links to the nearest documented field", () => {
    expect(nearestField("/processDataSet/exchanges/exchange/meanAmount", known)).toBe(
      "/processDataSet/exchanges/exchange/meanAmount",
    )
    expect(
      nearestField("/processDataSet/exchanges/exchange/referenceToFlowDataSet/common:shortDescription/#text", known),
    ).toBe("/processDataSet/exchanges/exchange")
    expect(nearestField("/unknownRoot/x", known)).toBeNull()
    expect(nearestField("", known)).toBeNull()
  })

  it("builds the explorer link in every locale", () => {
    const link = fieldLink(
      "core-modules/schema/schema-content/json-schema-processes",
      schemaPathOf("/processDataSet/exchanges/exchange/3/meanAmount"),
    )
    expect(link).toBe(
      "/docs/core-modules/schema/schema-content/json-schema-processes#processDataSet/exchanges/exchange/meanAmount",
    )
    expect(localizePath(link, "ja")).toBe(
      "/ja/docs/core-modules/schema/schema-content/json-schema-processes#processDataSet/exchanges/exchange/meanAmount",
    )
    expect(localizePath(link, "zh-CN")).toBe(link)
  })
})

describe("file limits", () => {
  it("refuses files over 20 MB and accepts 20 MB exactly", () => {
    expect(maxFileBytes).toBe(20 * 1024 * 1024)
    expect(isTooLarge(20 * 1024 * 1024)).toBe(false)
    expect(isTooLarge(20 * 1024 * 1024 + 1)).toBe(true)
    expect(isTooLarge(10 * 1024 * 1024)).toBe(false)
    expect(megabytes(21 * 1024 * 1024)).toBe("21")
    expect(megabytes(20.56 * 1024 * 1024)).toBe("20.5")
  })

  it("reads .json files only", () => {
    expect(looksLikeJsonFile("process.JSON", "")).toBe(true)
    expect(looksLikeJsonFile("export", "application/json")).toBe(true)
    expect(looksLikeJsonFile("photo.png", "image/png")).toBe(false)
  })
})
