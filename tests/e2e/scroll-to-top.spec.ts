import { expect, test } from '@playwright/test'

import { openPage } from '../support/e2e-page'

test('a new path starts at the top of the page', async ({ page }) => {
  await openPage(page, '/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true })
  await footerLink.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await footerLink.click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // and again from that page back to the home page through the header
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).scrollIntoViewIfNeeded()
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Home', exact: true })
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
