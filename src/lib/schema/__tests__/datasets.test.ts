import { datasetTypeOf, datasetTypes, fieldAnchor, fieldPathFromHash } from "../datasets"

describe("dataset types", () => {
  it("detects the type from the root key", () => {
    expect(datasetTypeOf({ processDataSet: {} })?.file).toBe("tidas_processes.json")
    expect(datasetTypeOf({ LCIAMethodDataSet: {} })?.docId).toMatch(/json-schema-lciamethods$/)
  })

  it("returns null for documents of no known type", () => {
    expect(datasetTypeOf({ somethingElse: 1 })).toBeNull()
    expect(datasetTypeOf([{ processDataSet: {} }])).toBeNull()
    expect(datasetTypeOf("processDataSet")).toBeNull()
    expect(datasetTypeOf(null)).toBeNull()
  })

  it("names every bundle file once", () => {
    const files = datasetTypes.map((type) => type.file)
    expect(new Set(files).size).toBe(9)
  })
})

describe("field anchors", () => {
  it("are the schema path without its leading slash, and read back from a hash", () => {
    const path = "/processDataSet/processInformation/dataSetInformation/common:UUID"
    expect(fieldAnchor(path)).toBe("processDataSet/processInformation/dataSetInformation/common:UUID")
    expect(fieldPathFromHash(`#${fieldAnchor(path)}`)).toBe(path)
    expect(fieldPathFromHash("#processDataSet%2F%40version")).toBe("/processDataSet/@version")
  })

  it("ignore an empty or malformed hash", () => {
    expect(fieldPathFromHash("#")).toBeNull()
    expect(fieldPathFromHash("#%E0%A4%A")).toBeNull()
  })
})
