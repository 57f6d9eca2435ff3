import { expect, test, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../lib/commerce/messages'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/**
 * The pages a Checkout Session's cancel URL leads back to (the donation's home page, the programs, the shop) say
 * that nothing was charged, once. The configured build's checkout spec follows a real cancel URL there.
 */
const { title, description } = COMMERCE_MESSAGES.checkoutCancelled

const cancelledToast = (page: Page) =>
  page.getByRole('status').filter({ hasText: title }).filter({ hasText: description })

for (const path of ['/', '/programs', '/homeschool-materials']) {
  test(`${path} says nothing was charged when the family comes back from the payment page without paying`, async ({
    page,
  }) => {
    await openPage(page, `${path}?checkout=cancelled&utm_source=newsletter`)
    await expect(cancelledToast(page)).toBeVisible()
    // The mark comes off the address, and nothing else of it: a reload does not say it again.
    await expect(page).toHaveURL(`${path}?utm_source=newsletter`)
    await expectNoAxeViolations(page)
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await page.waitForLoadState('networkidle')
    await expect(cancelledToast(page)).toHaveCount(0)
  })
}

test('a page opened without the mark says nothing about a payment', async ({ page }) => {
  await openPage(page, '/homeschool-materials?checkout=done')
  await page.waitForLoadState('networkidle')
  await expect(cancelledToast(page)).toHaveCount(0)
  await expect(page).toHaveURL('/homeschool-materials?checkout=done')
})
