import React from "react"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import SchemaExplorer from "../SchemaExplorer"
import { rowStep } from "../SchemaExplorer/useRowWindow"
import type { SchemaExplorerData } from "../../lib/schema/explorer-page"
import { buildTree, trimTree } from "../../lib/schema/tree"
import { renderInLocale } from "../../../tests/unit/render"

const full = buildTree(
  {
    properties: {
      root: {
        type: "object",
        properties: {
          info: {
            type: "object",
            description: "Information",
            properties: {
              name: { type: "object", properties: { baseName: { type: "string", description: "Base name" } } },
            },
          },
          amount: { type: "string", description: "Mean amount", enum: ["a", "b"] },
        },
        required: ["info"],
      },
    },
  },
  { file: "tidas_processes.json", bundle: {} },
)
const data: SchemaExplorerData = {
  file: "tidas_processes.json",
  dataPath: "/schema-explorer/ja/tidas_processes.json",
  downloadPath: "/schemas/tidas_processes.json",
  roots: trimTree(full, 3),
  sections: [],
  fieldCount: 5,
}

describe("SchemaExplorer", () => {
  afterEach(() => jest.restoreAllMocks())

  it("opens deeper levels from the fetched tree, filters, and says when nothing matches (ja)", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => full })
    global.fetch = fetchMock as unknown as typeof fetch
    renderInLocale(<SchemaExplorer data={data} />, "ja")
    expect(screen.getByText("Information")).toBeInTheDocument()
    expect(screen.queryByText("Base name")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "name を開く" }))
    await waitFor(() => expect(screen.getByText("Base name")).toBeInTheDocument())
    expect(fetchMock).toHaveBeenCalledWith("/schema-explorer/ja/tidas_processes.json")
    expect(screen.getByRole("button", { name: "name を閉じる" })).toHaveAttribute("aria-expanded", "true")

    fireEvent.change(screen.getByRole("searchbox", { name: "フィールドを絞り込む" }), { target: { value: "mean" } })
    await waitFor(() => expect(screen.getByText("1 個のフィールドが該当します。")).toBeInTheDocument())
    expect(screen.queryByText("Information")).toBeNull()
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "nothing here" } })
    expect(screen.getByText("名前や説明に「nothing here」を含むフィールドはありません。")).toBeInTheDocument()
  })

  it("keeps the first levels usable and offers a retry when the tree cannot be fetched", async () => {
    global.fetch = jest.fn().mockRejectedValue(new Error("offline")) as unknown as typeof fetch
    renderInLocale(<SchemaExplorer data={data} />, "en")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Expand all" })))
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be loaded")
    expect(screen.getByText("Information")).toBeInTheDocument()
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => full }) as unknown as typeof fetch
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull())
  })

  it("answers expand all with a first slice of rows and adds the rest in the frames after", async () => {
    const properties = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field${i}`, { type: "string" }]))
    const wide = buildTree(
      { properties: { root: { type: "object", properties } } },
      { file: "tidas_processes.json", bundle: {} },
    )
    renderInLocale(<SchemaExplorer data={{ ...data, roots: wide, fieldCount: 151 }} />, "en")
    const rows = () => document.querySelectorAll("ul[data-search-fields] > li").length
    // The server-rendered rows are all there at once.
    expect(rows()).toBe(151)
    fireEvent.click(screen.getByRole("button", { name: "Collapse all" }))
    expect(rows()).toBe(1)
    fireEvent.click(screen.getByRole("button", { name: "Expand all" }))
    await waitFor(() => expect(rows()).toBeGreaterThan(1))
    expect(rows()).toBeLessThanOrEqual(1 + rowStep)
    await waitFor(() => expect(rows()).toBe(151))
    expect(screen.queryByRole("button", { name: /more fields/ })).toBeNull()
  })
})
