import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

test.describe('unknown routes', () => {
  test('render "Oops! Page not found" with status 404 inside the site frame, with a link home', async ({ page }) => {
    const response = await openPage(page, '/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
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
})
