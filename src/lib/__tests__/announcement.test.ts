import { parseAnnouncement } from "../announcement"

describe("announcement text", () => {
  it("turns Markdown links into link parts", () => {
    expect(parseAnnouncement("New: [the tool guide](/docs/tool/tidas-tool-intro)!")).toEqual([
      { type: "text", text: "New: " },
      { type: "link", text: "the tool guide", href: "/docs/tool/tidas-tool-intro" },
      { type: "text", text: "!" },
    ])
  })

  it("never produces a link to a script URL or markup", () => {
    const parts = parseAnnouncement('[x](javascript:alert(1)) <img src=x onerror="alert(1)">')
    expect(parts.every((part) => part.type === "text")).toBe(true)
  })
})
