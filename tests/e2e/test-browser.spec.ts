import fs from "node:fs"
import { chromium } from "playwright-core"
import { benchmarkBrowserPath, chromiumArgs } from "../support/chromium-flags"
import { expect, test } from "./fixtures"

// The full Chromium the benchmarks run in loads its address bar's pop-up as a web page in a
// renderer of its own for every new window unless its features are off
// (tests/support/chromium-flags.ts); the competing renderer skews what they measure. If a
// Chromium release renames those features, this notices. (The tests' headless shell has no
// address bar.)
test("the benchmarks' browser opens windows without the address bar's pop-up @desktop-only", async ({ baseURL }) => {
  test.skip(!fs.existsSync(benchmarkBrowserPath), "the full chromium, which only the benchmarks use, is not installed")
  const browser = await chromium.launch({ executablePath: benchmarkBrowserPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/robots.txt`)
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = await session.send("Target.getTargets")
    await session.detach()
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://"))).toEqual([])
  } finally {
    await browser.close()
  }
})
