import { createEngine, type CompiledValidator } from "../engine"
import { rowsOf } from "../../classes/__tests__/load"
import type { ListId } from "../../classes/lists"

// A validator that accepts everything: the class check must find what the schema cannot.
const passing: CompiledValidator = {
  validate: Object.assign(() => true, { errors: null }),
  known: [
    "/processDataSet/processInformation/dataSetInformation/classificationInformation/common:classification/common:class",
  ],
}
const engine = createEngine(
  async () => passing,
  async (list: ListId) => rowsOf(list),
)

const process = (text: string) =>
  JSON.stringify({
    processDataSet: {
      processInformation: {
        dataSetInformation: {
          classificationInformation: {
            "common:classification": {
              "common:class": [
                { "@level": "0", "@classId": "C", "#text": "Manufacturing" },
                { "@level": "1", "@classId": "24", "#text": "Manufacture of basic metals" },
                { "@level": "2", "@classId": "241", "#text": "Manufacture of basic iron and steel" },
                { "@level": "3", "@classId": "2410", "#text": text },
              ],
            },
          },
        },
      },
    },
  })

describe("engine with classification lists", () => {
  it("passes a data set whose class is an entry of its list", async () => {
    expect(await engine.check(process("Manufacture of basic iron and steel"))).toEqual({
      status: "valid",
      root: "processDataSet",
    })
  })

  it("turns a wrong class into an issue on its item, linked to the field", async () => {
    const result = await engine.check(process("Manufacture of steel"))
    expect(result.status).toBe("invalid")
    if (result.status !== "invalid") return
    expect(result.total).toBe(1)
    expect(result.issues[0]).toMatchObject({
      keyword: "classification",
      pointer:
        "/processDataSet/processInformation/dataSetInformation/classificationInformation/common:classification/common:class/3",
      field:
        "/processDataSet/processInformation/dataSetInformation/classificationInformation/common:classification/common:class",
      classFinding: { problem: "text", suggestions: [{ code: "2410", text: "Manufacture of basic iron and steel" }] },
    })
  })
})
