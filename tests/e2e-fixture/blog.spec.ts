import { expect, test } from "@playwright/test"

// The fixture site adds ten more posts, so the list has two pages.
test("the blog list is paginated ten per page with newer and older links", async ({ page }) => {
  await page.goto("/en/blog")
  await expect(page.locator("main article")).toHaveCount(10)
  await expect(page.locator('main a[rel="prev"]')).toHaveCount(0)
  await page.locator('main a[rel="next"]').click()
  await expect(page).toHaveURL(/\/en\/blog\/page\/2$/)
  await expect(page.locator("main article")).toHaveCount(4)
  await expect(page.locator("main h1")).toHaveText("Blog (page 2 of 2)")
  await expect(page.locator('main a[rel="prev"]')).toHaveAttribute("href", "/en/blog")
  await expect(page.locator('main a[rel="next"]')).toHaveCount(0)
})
