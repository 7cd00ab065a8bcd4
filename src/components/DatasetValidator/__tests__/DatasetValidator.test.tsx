import React from "react"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderInLocale } from "../../../../tests/unit/render"
import { control, posted, workers } from "./fake-worker"
import DatasetValidator from ".."

// The worker runs the real engine on the real bundle, in this thread.
jest.mock("../Results/create-worker", () => jest.requireActual("./fake-worker"))

beforeEach(() => {
  posted.length = 0
  workers.length = 0
  control.hold = false
  control.crash = false
})

describe("DatasetValidator", () => {
  it("checks the samples, lists each problem with a link to its field, and puts the faulty sample in the box", async () => {
    renderInLocale(<DatasetValidator />, "en")
    expect(screen.getByText(/never uploaded/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Try a sample" }))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Done: 1 valid, 1 not valid."), {
      timeout: 5000,
    })
    expect(screen.getByText(/^Valid: this contactDataSet document follows the TIDAS schema\./)).toBeInTheDocument()
    expect(screen.getByText("Not valid: 6 problems in this contactDataSet document.")).toBeInTheDocument()
    const required = screen.getByText("The required field “common:shortName” is missing.").closest("li")!
    expect(within(required).getByRole("link")).toHaveAttribute(
      "href",
      "/en/docs/core-modules/schema/schema-content/json-schema-contact#contactDataSet/contactInformation/dataSetInformation/common:shortName",
    )
    expect(posted.map((request) => request.index)).toEqual([0, 1])
    expect((screen.getByLabelText("JSON text to validate") as HTMLTextAreaElement).value).toContain('"@version": "1.0"')
  })

  it("reports malformed pasted JSON with its line and column, in the reader's language", async () => {
    renderInLocale(<DatasetValidator />, "ja")
    fireEvent.change(screen.getByLabelText("検証する JSON テキスト"), {
      target: { value: '{\n  "flowDataSet": {,\n}' },
    })
    fireEvent.click(screen.getByRole("button", { name: "テキストを検証" }))
    expect(
      await screen.findByText("正しい JSON ではありません：2 行 19 列、予期しない文字「,」があります。", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument()
  })

  it("refuses a file over 20 MB and a file that is not JSON without reading them", async () => {
    renderInLocale(<DatasetValidator />, "en")
    const big = new File(["{}"], "huge.json", { type: "application/json" })
    Object.defineProperty(big, "size", { value: 21 * 1024 * 1024 })
    const picture = new File(["x"], "photo.png", { type: "image/png" })
    fireEvent.change(screen.getByLabelText("JSON files to validate"), { target: { files: [big, picture] } })
    expect(
      await screen.findByText(/Not checked: this file is 21 MB, and files over 20 MB are refused/),
    ).toBeInTheDocument()
    expect(screen.getByText("Not checked: only .json files can be validated.")).toBeInTheDocument()
    expect(posted).toEqual([])
  })

  it("cancels a run: its worker is terminated and the documents say they were not checked", async () => {
    renderInLocale(<DatasetValidator />, "en")
    control.hold = true
    fireEvent.change(screen.getByLabelText("JSON text to validate"), { target: { value: '{"flowDataSet": {}}' } })
    fireEvent.click(screen.getByRole("button", { name: "Validate the text" }))
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }))
    expect(screen.getByRole("status")).toHaveTextContent("Cancelled: 1 document was not checked.")
    expect(screen.getByText("Not checked: the check was cancelled.")).toBeInTheDocument()
    expect(workers.map((worker) => worker.terminated)).toEqual([true])
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull()
  })

  it("replaces a running check with the next one: the old worker is terminated, not queued behind", async () => {
    renderInLocale(<DatasetValidator />, "en")
    control.hold = true
    fireEvent.change(screen.getByLabelText("JSON text to validate"), { target: { value: '{"flowDataSet": {}}' } })
    fireEvent.click(screen.getByRole("button", { name: "Validate the text" }))
    await screen.findByRole("button", { name: "Cancel" })
    control.hold = false
    fireEvent.change(screen.getByLabelText("JSON text to validate"), { target: { value: "[1]" } })
    fireEvent.click(screen.getByRole("button", { name: "Validate the text" }))
    expect(
      await screen.findByText("Not a TIDAS dataset: the document must be a JSON object, in braces.", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument()
    expect(workers.map((worker) => worker.terminated)).toEqual([true, false])
  })

  it("refuses pasted text over the size limit with the same message as a file, without sending it", async () => {
    renderInLocale(<DatasetValidator />, "en")
    const text = `{"a":"${"é".repeat(10.5 * 1024 * 1024)}"}`
    fireEvent.change(screen.getByLabelText("JSON text to validate"), { target: { value: text } })
    fireEvent.click(screen.getByRole("button", { name: "Validate the text" }))
    expect(
      await screen.findByText(
        "Not checked: this file is 21 MB, and files over 20 MB are refused so that the browser stays responsive.",
      ),
    ).toBeInTheDocument()
    expect(posted).toEqual([])
  })

  it("offers Retry when the worker's chunk did not load, and checks again with a new worker", async () => {
    renderInLocale(<DatasetValidator />, "en")
    control.crash = true
    fireEvent.change(screen.getByLabelText("JSON text to validate"), { target: { value: '{"flowDataSet": 1}' } })
    fireEvent.click(screen.getByRole("button", { name: "Validate the text" }))
    expect(await screen.findByText("The check stopped unexpectedly. Try again.")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(
      await screen.findByText("Must be an object, but it is a number.", undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(workers).toHaveLength(2)
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull()
  })
})
