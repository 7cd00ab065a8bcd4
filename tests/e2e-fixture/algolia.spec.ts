// The fixture site is built against "Algolia": GATSBY_ALGOLIA_HOSTS lists a dead host
// (127.0.0.1:9013, nothing listens) before the stand-in (127.0.0.1:9012) that these tests start,
// with Insights enabled and sent to the stand-in too. Nothing here reaches the internet.
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { startAlgoliaStandIn, type StandIn } from "../support/algolia-stand-in"

let standIn: StandIn

test.beforeAll(async () => {
  standIn = await startAlgoliaStandIn(path.resolve(".tmp/fixture-site/public"), 9012)
})
test.afterAll(async () => standIn?.close())
test.beforeEach(() => {
  standIn.queries.length = 0
  standIn.events.length = 0
})

async function openSearch(page: Page, query: string) {
  await page.goto("/en/docs/intro")
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
  await page.keyboard.press("Control+k")
  const dialog = page.getByRole("dialog", { name: "Search the documentation" })
  await dialog.getByRole("combobox").fill(query)
  return dialog
}

test("the modal searches Algolia through the client's host fallback, with the contextual filters", async ({ page }) => {
  const localIndex: string[] = []
  const deadHost: string[] = []
  page.on("request", (request) => {
    if (request.url().includes("/search-index/")) localIndex.push(request.url())
    if (request.url().startsWith("http://127.0.0.1:9013/")) deadHost.push(request.url())
  })
  const dialog = await openSearch(page, "unit group")
  const options = dialog.getByRole("option")
  await expect(options.first()).toBeVisible()
  await expect(options.first()).toContainText(/unit group/i)
  // The first host was tried once, then avoided: later keystrokes go straight to the live one.
  await dialog.getByRole("combobox").pressSequentially(" unit")
  await expect.poll(() => standIn.queries.filter((entry) => entry.params.query === "unit group unit").length).toBe(1)
  expect(deadHost).toHaveLength(1)

  const query = standIn.queries.find((entry) => entry.params.query === "unit group")!
  expect(query.indexName).toBe("tidas-fixture")
  // The credentials travel as query parameters; filters keep results to this locale and version.
  expect(query.url).toContain("x-algolia-application-id=FIXTUREAPP")
  expect(query.url).toContain("x-algolia-api-key=fixture-search-key")
  expect(query.params.facetFilters).toEqual([
    "language:en",
    ["docusaurus_tag:default", "docusaurus_tag:docs-default-1.0.0"],
  ])
  expect(query.params.hitsPerPage).toBe(20)
  expect(localIndex).toEqual([])

  // The search page asks the same backend and shows its answer.
  await page.goto("/en/search?q=unit%20group")
  await expect(page.locator("main ul a").first()).toBeVisible()
  expect(standIn.queries.some((entry) => entry.params.query === "unit group" && entry.params.hitsPerPage === 20)).toBe(
    true,
  )
})

test("Insights: views are debounced 400 ms in events of at most 20 ids; a click carries the query id and position", async ({
  page,
}) => {
  const dialog = await openSearch(page, "data")
  // Typing on, a key every 100 ms, keeps restarting the 400 ms wait: one burst of views follows
  // the last results, none comes between the keys.
  await dialog.getByRole("combobox").pressSequentially(" set", { delay: 100 })
  await expect
    .poll(() => standIn.events.filter((event) => event.eventType === "view").length, { timeout: 5000 })
    .toBeGreaterThan(0)
  const views = standIn.events.filter((event) => event.eventType === "view")
  for (const view of views) expect((view.objectIDs as string[]).length).toBeLessThanOrEqual(20)
  const lastQueryAt = Math.max(...standIn.queries.map((entry) => entry.receivedAt))
  expect(Math.min(...views.map((view) => view.receivedAt)) - lastQueryAt).toBeGreaterThanOrEqual(350)
  expect(views[0].index).toBe("tidas-fixture")

  const first = dialog.getByRole("option").first()
  const answered = standIn.queries.at(-1)!
  await first.click()
  await expect.poll(() => standIn.events.filter((event) => event.eventType === "click").length).toBe(1)
  const click = standIn.events.find((event) => event.eventType === "click")!
  expect(click.queryID).toBe(answered.queryID)
  expect(click.positions).toEqual([1])
  expect((click.objectIDs as string[]).length).toBe(1)
})

test("with every host unreachable the modal shows the error screen, and recovers on Retry", async ({ page }) => {
  await page.route("http://127.0.0.1:9012/1/indexes/**", (route) => route.abort("connectionrefused"))
  const dialog = await openSearch(page, "schema")
  const alert = dialog.getByRole("alert")
  await expect(alert).toContainText("Unable to fetch results", { timeout: 15_000 })
  await expect(alert).toContainText("You might want to check your network connection.")
  await page.unroute("http://127.0.0.1:9012/1/indexes/**")
  await alert.getByRole("button").click()
  await expect(dialog.getByRole("option").first()).toBeVisible({ timeout: 15_000 })
})
