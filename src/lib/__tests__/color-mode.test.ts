import { colorModeScript, initialChoice, nextChoice, resolveMode } from "../color-mode"

const base = { defaultMode: "light" as const, disableSwitch: false, respectPrefersColorScheme: false }
const respecting = { ...base, respectPrefersColorScheme: true }

describe("colour mode", () => {
  it("starts light by default and follows a stored choice", () => {
    expect(initialChoice(null, base)).toBe("light")
    expect(initialChoice("dark", base)).toBe("dark")
    expect(initialChoice("bogus", base)).toBe("light")
    expect(initialChoice(null, respecting)).toBe("system")
  })

  it("flips between light and dark when the OS preference is not respected", () => {
    expect(nextChoice("light", "light", base)).toBe("dark")
    expect(nextChoice("dark", "dark", base)).toBe("light")
    expect(nextChoice("system", "dark", base)).toBe("light")
  })

  it("cycles light, dark, system when it is", () => {
    expect(nextChoice("light", "light", respecting)).toBe("dark")
    expect(nextChoice("dark", "dark", respecting)).toBe("system")
    expect(nextChoice("system", "dark", respecting)).toBe("light")
  })

  it("resolves a stored system choice from the OS preference", () => {
    expect(resolveMode("system", true)).toBe("dark")
    expect(resolveMode("system", false)).toBe("light")
  })

  it("pre-paint script applies the stored mode", () => {
    localStorage.setItem("theme", "dark")
    new Function(colorModeScript("theme", base))()
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark")
    localStorage.removeItem("theme")
    new Function(colorModeScript("theme", base))()
    expect(document.documentElement.getAttribute("data-theme")).toBe("light")
  })
})
