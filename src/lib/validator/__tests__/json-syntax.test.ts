import { lineAndColumn, locateJsonError } from "../json-syntax"

describe("locateJsonError", () => {
  it.each([
    ['{"a": 1,}', 1, 9, "}"],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, '"'],
    ['{"a": [1, 2', 1, 12, null],
    ["{'a': 1}", 1, 2, "'"],
    ['{"a": tru}', 1, 7, "t"],
    ['{"a": 01}', 1, 8, "1"],
    ['{"a": "line\nbreak"}', 1, 12, "\n"],
    ['{"a": "\\x"}', 1, 9, "x"],
    ['{"a": 1} x', 1, 10, "x"],
    ['{"a" 1}', 1, 6, "1"],
    ["", 1, 1, null],
    ['{"名前": ✗}', 1, 8, "✗"],
  ])("%j fails at line %i, column %i", (text, line, column, found) => {
    expect(locateJsonError(text)).toEqual({ line, column, found })
  })

  it("finds nothing wrong in JSON that JSON.parse accepts, however deep", () => {
    for (const text of [
      '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n", {}], "b": {"c": []}}',
      " 12 ",
      '"x"',
      `${"[".repeat(20000)}${"]".repeat(20000)}`,
    ]) {
      expect(() => JSON.parse(text)).not.toThrow()
      expect(locateJsonError(text)).toBeNull()
    }
  })

  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd\r\nef", 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn("ab\ncd\r\nef", 4)).toEqual({ line: 2, column: 2 })
    expect(lineAndColumn("ab\ncd\r\nef", 7)).toEqual({ line: 3, column: 1 })
  })
})
