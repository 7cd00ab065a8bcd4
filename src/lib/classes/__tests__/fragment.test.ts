import { ancestorsOf } from "../rows"
import { classFragment } from "../fragment"
import { rowsOf } from "./load"

const chainOf = (list: Parameters<typeof rowsOf>[0], code: string) => {
  const rows = rowsOf(list)
  return ancestorsOf(rows, rows.find((row) => row.code === code)!.index).filter((row) => row.code)
}

describe("classFragment", () => {
  it("writes every level of a process class as the process schema has them", () => {
    const { json, into } = classFragment("processDataSet", "processes", chainOf("processes", "2410"))
    expect(JSON.parse(json)).toEqual({
      "common:classification": {
        "common:class": [
          { "@level": "0", "@classId": "C", "#text": "Manufacturing" },
          { "@level": "1", "@classId": "24", "#text": "Manufacture of basic metals" },
          { "@level": "2", "@classId": "241", "#text": "Manufacture of basic iron and steel" },
          { "@level": "3", "@classId": "2410", "#text": "Manufacture of basic iron and steel" },
        ],
      },
    })
    expect(into).toBe("/processDataSet/processInformation/dataSetInformation/classificationInformation")
  })

  it("uses @catId for elementary flow categories", () => {
    const { json } = classFragment("flowDataSet", "flows_elementary", chainOf("flows_elementary", "1.3.4"))
    expect(JSON.parse(json)["common:elementaryFlowCategorization"]["common:category"][2]).toEqual({
      "@level": "2",
      "@catId": "1.3.4",
      "#text": "Emissions to air, unspecified",
    })
  })

  it("writes a single item where the type allows one level", () => {
    const { json } = classFragment("sourceDataSet", "sources", chainOf("sources", "2"))
    expect(JSON.parse(json)).toEqual({
      "common:classification": { "common:class": { "@level": "0", "@classId": "2", "#text": "Databases" } },
    })
  })

  it("writes a location as the code of the field", () => {
    const { json, into } = classFragment("processDataSet", "locations", chainOf("locations", "CN-HE-SJW"))
    expect(JSON.parse(json)).toEqual({ "@location": "CN-HE-SJW" })
    expect(into).toBe("/processDataSet/processInformation/geography/locationOfOperationSupplyOrProduction")
  })
})
