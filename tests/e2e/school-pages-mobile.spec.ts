import { expect, test } from '@playwright/test'

import { openPage } from '../support/e2e-page'

/** On a phone the school pages, the schedule table above all, never scroll sideways. */
for (const path of ['/programs', '/about', '/curriculum', '/educators', '/events']) {
  test(`${path} fits a phone screen without horizontal scrolling`, async ({ page }) => {
    await openPage(page, path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('the weekly schedule is readable on a phone: every cell inside the screen', async ({ page }) => {
  await openPage(page, '/programs')
  const table = page.getByRole('table', { name: /Weekly live schedule/ })
  await table.scrollIntoViewIfNeeded()
  const box = await table.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
  await expect(table.getByRole('columnheader', { name: 'Tue/Thu' })).toBeVisible()
})
