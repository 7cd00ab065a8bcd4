import fs from "node:fs"
import { chromiumArgs, omniboxPopupFeatures, playwrightDisabledFeatures } from "../support/chromium-flags"

// Chromium reads only the last --disable-features switch, so the one the tests pass replaces
// Playwright's own: it must carry every feature the installed Playwright turns off.
describe("the Chromium switches of the browser tests and benchmarks", () => {
  it("repeat every feature the installed Playwright disables", () => {
    const bundle = fs.readFileSync("node_modules/playwright-core/lib/coreBundle.js", "utf8")
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)
    expect(list).not.toBeNull()
    const playwrights = [...list![1].replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1])
    expect(playwrights.length).toBeGreaterThan(5)
    expect([...playwrightDisabledFeatures].sort()).toEqual([...playwrights].sort())
  })

  it("pass one --disable-features, with the address bar pop-up turned off", () => {
    const switches = chromiumArgs.filter((flag) => flag.startsWith("--disable-features="))
    expect(switches).toHaveLength(1)
    const features = switches[0].slice("--disable-features=".length).split(",")
    expect(features).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, ...omniboxPopupFeatures]))
  })
})
