import { clampText, sanitizeQuery, wellFormed } from "../query"
import { clampQuery, modalQueryMaxLength } from "../../../components/SearchModal/limits"

const wellFormedText = (text: string) => {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

describe("search query sanitising", () => {
  it("replaces lone surrogates, keeps pairs", () => {
    expect(wellFormed("a\uD800b")).toBe("a\uFFFDb")
    expect(wellFormed("\uDC00")).toBe("\uFFFD")
    expect(wellFormed("😀 流")).toBe("😀 流")
    expect(() => encodeURIComponent("\uD800")).toThrow(URIError)
    expect(wellFormedText(wellFormed("x\uD800"))).toBe(true)
  })

  it("works the same without String.prototype.toWellFormed", () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, "toWellFormed")
    if (native) delete (String.prototype as { toWellFormed?: unknown }).toWellFormed
    try {
      expect(wellFormed("a\uD800b\uDC00😀")).toBe("a\uFFFDb\uFFFD😀")
    } finally {
      if (native) Object.defineProperty(String.prototype, "toWellFormed", native)
    }
  })

  it("never cuts a surrogate pair in half", () => {
    expect(clampText("ab😀", 3)).toBe("ab")
    expect(clampText("ab😀", 4)).toBe("ab😀")
    const query = "x".repeat(modalQueryMaxLength - 1) + "😀😀"
    const clamped = clampQuery(query)
    expect(clamped).toBe("x".repeat(modalQueryMaxLength - 1))
    expect(wellFormedText(clamped)).toBe(true)
    expect(sanitizeQuery("\uD800".repeat(10), 4)).toBe("\uFFFD".repeat(4))
  })
})
