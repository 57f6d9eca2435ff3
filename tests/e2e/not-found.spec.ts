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

test.describe("Next's own 404 (/_not-found)", () => {
  test("says the frame's words with a link home, and no page carries it in its document", async ({ page }) => {
    // Outside the site frame: no hydration marker to wait for, and nothing here needs a script.
    const response = await page.goto('/_not-found')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle(NOT_FOUND_TITLE)
    await expect(page.getByText('The page you are looking for has moved or never existed.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expectNoAxeViolations(page)

    // Every page's RSC payload holds this page, ready for a notFound() in the browser: Next's default 404
    // ("This page could not be found.", with its own inline styles) rode along in each document before.
    const home = await (await page.request.get('/')).text()
    expect(home).not.toContain('This page could not be found')
  })
})
