import { expect, test } from "./fixtures"

// The browser the tests run in: Chromium loads its address bar's pop-up as a web page in a
// renderer of its own for every new window unless its features are off
// (tests/support/chromium-flags.ts). If a Chromium release renames them, every test pays for that
// renderer again; this notices.
test("the test browser opens windows without the address bar's pop-up @desktop-only", async ({ browser, page }) => {
  await page.goto("/robots.txt")
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send("Target.getTargets")
  await session.detach()
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://"))).toEqual([])
})
