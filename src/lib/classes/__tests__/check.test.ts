import { checkClassifications, type ClassFinding } from "../check"
import type { ListId } from "../lists"
import { rowsOf } from "./load"

const load = async (list: ListId) => rowsOf(list)
const info = (
  root: string,
  section: string,
  classification: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  [root]: { [section]: { dataSetInformation: { classificationInformation: classification }, ...extra } },
})
const cls = (items: Array<[string, string, string]>, key = "@classId") =>
  items.map(([level, code, text]) => ({ "@level": level, [key]: code, "#text": text }))
const steel = cls([
  ["0", "C", "Manufacturing"],
  ["1", "24", "Manufacture of basic metals"],
  ["2", "241", "Manufacture of basic iron and steel"],
  ["3", "2410", "Manufacture of basic iron and steel"],
])
const check = (document: unknown, root: string) => checkClassifications(document, root, load)
const problems = (findings: ClassFinding[]) => findings.map((f) => [f.problem, f.pointer])

describe("checkClassifications: valid samples", () => {
  it.each([
    [
      "processDataSet",
      info(
        "processDataSet",
        "processInformation",
        { "common:classification": { "common:class": steel } },
        {
          geography: {
            locationOfOperationSupplyOrProduction: { "@location": "CN-HE-SJW" },
            subLocationOfOperationSupplyOrProduction: { "@subLocation": "GLO" },
          },
        },
      ),
    ],
    [
      "lifeCycleModelDataSet",
      info("lifeCycleModelDataSet", "lifeCycleModelInformation", {
        "common:classification": { "common:class": steel },
      }),
    ],
    [
      "flowDataSet",
      info(
        "flowDataSet",
        "flowInformation",
        {
          "common:classification": {
            "common:class": cls([
              ["0", "4", "Metal products, machinery and equipment"],
              ["1", "41", "Basic metals"],
            ]),
          },
        },
        { geography: { locationOfSupply: "DE" } },
      ),
    ],
    [
      "flowDataSet",
      info("flowDataSet", "flowInformation", {
        "common:elementaryFlowCategorization": {
          "common:category": cls(
            [
              ["0", "1", "Emissions"],
              ["1", "1.3", "Emissions to air"],
              ["2", "1.3.4", "Emissions to air, unspecified"],
            ],
            "@catId",
          ),
        },
      }),
    ],
    [
      "contactDataSet",
      info("contactDataSet", "contactInformation", {
        "common:classification": {
          "common:class": cls([
            ["0", "2", "Organisations"],
            ["1", "2.1", "Private companies"],
          ]),
        },
      }),
    ],
    [
      "contactDataSet",
      info("contactDataSet", "contactInformation", {
        "common:classification": { "common:class": cls([["0", "4", "Persons"]])[0] },
      }),
    ],
    [
      "sourceDataSet",
      info("sourceDataSet", "sourceInformation", {
        "common:classification": { "common:class": cls([["0", "2", "Databases"]])[0] },
      }),
    ],
    [
      "unitGroupDataSet",
      info("unitGroupDataSet", "unitGroupInformation", {
        "common:classification": { "common:class": cls([["0", "1", "Technical unit groups"]])[0] },
      }),
    ],
    [
      "flowPropertyDataSet",
      info("flowPropertyDataSet", "flowPropertiesInformation", {
        "common:classification": { "common:class": cls([["0", "1", "Technical flow properties"]])[0] },
      }),
    ],
    [
      "LCIAMethodDataSet",
      info("LCIAMethodDataSet", "LCIAMethodInformation", {
        "common:classification": {
          "common:class": cls([
            ["0", "2", "Midpoint level LCIA methods"],
            ["1", "2.2", "Climate change"],
          ]),
        },
      }),
    ],
    [
      "LCIAMethodDataSet",
      info("LCIAMethodDataSet", "LCIAMethodInformation", {
        "common:classification": {
          "common:class": cls([
            ["0", "1", "Damage level LCIA methods"],
            ["1", "1.5", "Resource availability"],
            ["2", "1.5.6", "Resource depletion, other"],
          ]),
        },
      }),
    ],
  ])("%s passes", async (root, document) => {
    expect(await check(document, root)).toEqual([])
  })

  it("leaves a data set without classification to the schema", async () => {
    expect(await check({ processDataSet: {} }, "processDataSet")).toEqual([])
  })
})

describe("checkClassifications: invalid samples", () => {
  const base =
    "/processDataSet/processInformation/dataSetInformation/classificationInformation/common:classification/common:class"

  it("names a text that differs from the list, with the exact text", async () => {
    const items = steel.map((item) => ({ ...item }))
    items[3]["#text"] = "Manufacture of iron and steel"
    const findings = await check(
      info("processDataSet", "processInformation", { "common:classification": { "common:class": items } }),
      "processDataSet",
    )
    expect(problems(findings)).toEqual([["text", `${base}/3`]])
    expect(findings[0].suggestions[0]).toMatchObject({
      code: "2410",
      text: "Manufacture of basic iron and steel",
      anchor: "class/processes/C/24/241/2410",
    })
  })

  it("suggests the closest entries for an unknown code", async () => {
    const items = steel.map((item) => ({ ...item }))
    items[3]["@classId"] = "2411"
    const findings = await check(
      info("processDataSet", "processInformation", { "common:classification": { "common:class": items } }),
      "processDataSet",
    )
    expect(problems(findings)).toEqual([["unknown", `${base}/3`]])
    expect(findings[0].suggestions[0].code).toBe("2410")
  })

  it("reports a level out of sequence", async () => {
    const items = [steel[0], { ...steel[1], "@level": "2" }]
    const findings = await check(
      info("processDataSet", "processInformation", { "common:classification": { "common:class": items } }),
      "processDataSet",
    )
    expect(findings.map((f) => [f.problem, f.given.level, f.expected])).toEqual([["level", "2", "1"]])
  })

  it("reports a class under the wrong parent", async () => {
    const items = cls([
      ["0", "B", "Mining and quarrying"],
      ["1", "24", "Manufacture of basic metals"],
    ])
    const findings = await check(
      info("processDataSet", "processInformation", { "common:classification": { "common:class": items } }),
      "processDataSet",
    )
    expect(findings.map((f) => [f.problem, f.expected])).toEqual([["parent", "C Manufacturing"]])
  })

  it.each([
    [
      "flowDataSet",
      info("flowDataSet", "flowInformation", {
        "common:classification": { "common:class": cls([["0", "4", "Metal products"]]) },
      }),
      "text",
    ],
    [
      "flowDataSet",
      info("flowDataSet", "flowInformation", {
        "common:elementaryFlowCategorization": {
          "common:category": cls(
            [
              ["0", "1", "Emissions"],
              ["1", "1.9", "Emissions to space"],
            ],
            "@catId",
          ),
        },
      }),
      "unknown",
    ],
    [
      "contactDataSet",
      info("contactDataSet", "contactInformation", {
        "common:classification": { "common:class": cls([["0", "6", "Robots"]]) },
      }),
      "unknown",
    ],
    [
      "sourceDataSet",
      info("sourceDataSet", "sourceInformation", {
        "common:classification": { "common:class": cls([["0", "2", "databases"]])[0] },
      }),
      "text",
    ],
    [
      "unitGroupDataSet",
      info("unitGroupDataSet", "unitGroupInformation", {
        "common:classification": { "common:class": cls([["1", "1", "Technical unit groups"]])[0] },
      }),
      "level",
    ],
    [
      "flowPropertyDataSet",
      info("flowPropertyDataSet", "flowPropertiesInformation", {
        "common:classification": { "common:class": cls([["0", "5", "Technical flow properties"]])[0] },
      }),
      "unknown",
    ],
    [
      "LCIAMethodDataSet",
      info("LCIAMethodDataSet", "LCIAMethodInformation", {
        "common:classification": {
          "common:class": cls([
            ["0", "2", "Midpoint level LCIA methods"],
            ["1", "1.2", "Human health"],
          ]),
        },
      }),
      "parent",
    ],
    [
      "lifeCycleModelDataSet",
      info("lifeCycleModelDataSet", "lifeCycleModelInformation", {
        "common:classification": { "common:class": cls([["0", "Z", "Manufacturing"]]) },
      }),
      "unknown",
    ],
  ])("%s: %#", async (root, document, problem) => {
    const findings = await check(document, root)
    expect(findings.map((f) => f.problem)).toEqual([problem])
  })

  it("checks location codes and suggests the code in the right case", async () => {
    const document = {
      processDataSet: {
        processInformation: { geography: { locationOfOperationSupplyOrProduction: { "@location": "cn-bj" } } },
      },
    }
    const findings = await check(document, "processDataSet")
    expect(findings.map((f) => [f.problem, f.suggestions[0]?.code])).toEqual([["location", "CN-BJ"]])
  })

  it("says when a list could not be loaded", async () => {
    const findings = await checkClassifications(
      info("sourceDataSet", "sourceInformation", {
        "common:classification": { "common:class": cls([["0", "2", "Databases"]])[0] },
      }),
      "sourceDataSet",
      () => Promise.reject(new Error("offline")),
    )
    expect(findings.map((f) => f.problem)).toEqual(["unavailable"])
  })
})
