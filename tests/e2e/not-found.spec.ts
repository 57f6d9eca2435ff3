import { expect, test } from '@playwright/test'

import { settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

const NOT_FOUND_TITLE = `Page not found · ${settings.title}`

test.describe('unknown routes', () => {
  test('render "Oops! Page not found" with status 404 inside the site frame, with a link home', async ({ page }) => {
    const response = await openPage(page, '/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle(NOT_FOUND_TITLE)
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New to homeschooling? Let us help.')
  })

  test('a single unknown segment is a 404 too', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })

  test('the tab says "Page not found · <site title>" for every address that ends on this page', async ({ page }) => {
    expect(settings.title).toBe('Sankofa Academy')
    for (const path of ['/no-such-page', '/blog/no-such-article', '/blog/category/sports']) {
      const response = await openPage(page, path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
      await expect(page, path).toHaveTitle('Page not found · Sankofa Academy')
      // The document has one title, and the HTML sent before any script runs already says it.
      await expect(page.locator('title')).toHaveCount(1)
      expect(await (await page.request.get(path)).text(), path).toContain(`<title>${NOT_FOUND_TITLE}</title>`)
    }
  })
})
