import { expect, test, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../lib/commerce/messages'
import { products } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { animationsSettled, focusStopsOutOfSight } from '../support/layout'

/** The shop on a phone (390 × 844): the products first, the filters folded behind "Filters (n)". */

test.use({ viewport: { width: 390, height: 844 } })

const SHOP = '/homeschool-materials'
const cards = (page: Page) => page.getByTestId('product-card')
const filtersButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Search and filters' }).getByRole('button', { name: /^Filters/ })

/** The top of the cart bar fixed to the bottom of the screen: what is below it is covered. */
async function cartBarTop(page: Page): Promise<number> {
  const bar = await page.getByRole('region', { name: 'Cart' }).boundingBox()
  expect(bar).not.toBeNull()
  return bar!.y
}

test('the first product starts in the first screen, under no empty cart bar; the filters are folded', async ({
  page,
}) => {
  await openPage(page, SHOP)
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(filtersButton(page)).toHaveAccessibleName('Filters')
  await expect(page.getByRole('radio', { name: 'All prices' })).toBeHidden()
  await expect(page.getByLabel('Search materials')).toBeVisible()

  const first = cards(page).first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(products[0]!.title)
  const box = await first.boundingBox()
  expect(box).not.toBeNull()
  // Before any scrolling: the card begins on screen, with no empty cart bar over the screen's foot.
  await expect(page.getByRole('region', { name: 'Cart' })).toHaveCount(0)
  expect(box!.y + 120).toBeLessThan(844)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expectNoAxeViolations(page)

  // Folded filters need no way past them: the sort's next Tab is the first product.
  await page.getByLabel('Sort by').focus()
  await page.keyboard.press('Tab')
  await expect(cards(page).first().locator(':focus')).toHaveCount(1)
})

test('Filters opens the panel, counts the active filters, and Done folds it back onto the button', async ({ page }) => {
  await openPage(page, SHOP)
  await filtersButton(page).click()
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('radio', { name: 'Under $5' }).check()
  await expect(page).toHaveURL(/price=under5/)
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (1)')
  await page.getByRole('checkbox', { name: 'Art & Music' }).check()
  await page.getByRole('checkbox', { name: 'Kindergarten' }).check()
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (3)')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('radio', { name: 'Under $5' })).toBeHidden()
  await expect(filtersButton(page)).toBeFocused()
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false')
  const expected = products.filter(
    (product) =>
      product.price < 5 && product.subjects.includes('Art & Music') && product.grades.includes('Kindergarten'),
  )
  expect(expected.length).toBeGreaterThan(0)
  await expect(cards(page)).toHaveCount(expected.length)
})

test('a shared link with filters shows their count on the folded button; the search and sort do not count', async ({
  page,
}) => {
  await openPage(page, `${SHOP}?q=math&subject=Math&subject=History&grade=4th+Grade&sort=price-low`)
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (3)')
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false')
})

test('a $0.00 product says "Free" and "Get it free" on a phone too', async ({ page }) => {
  const free = products.find((product) => product.price === 0 && product.instant_download)!
  await openPage(page, SHOP)
  const card = cards(page).filter({ has: page.getByRole('heading', { name: free.title, exact: true }) })
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByTestId('product-price')).toHaveText('Free')
  await expect(card.getByRole('button', { name: `Get it free: ${free.title}` })).toBeVisible()
})

test('a toast appears at the bottom, above the cart bar, clear of the header', async ({ page }) => {
  await openPage(page, SHOP)
  await page.getByRole('button', { name: `Add to cart: ${products[0]!.title}` }).click()
  const toast = page.getByRole('status').filter({ hasText: COMMERCE_MESSAGES.addedToCart })
  await expect(toast).toBeVisible()
  await animationsSettled(page)
  const box = await toast.boundingBox()
  const header = await page.getByRole('banner').boundingBox()
  expect(box && header).toBeTruthy()
  expect(box!.y).toBeGreaterThan(844 / 2)
  expect(box!.y + box!.height).toBeLessThanOrEqual(await cartBarTop(page))
  expect(box!.y).toBeGreaterThan(header!.y + header!.height)

  // A second product's toast takes the first one's place rather than piling up over the cards.
  await page.getByRole('button', { name: `Add to cart: ${products[1]!.title}` }).click()
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText(products[1]!.title)
})

test('with the cart bar shown, the footer’s links scroll clear of it and Tab never leaves a button under it', async ({
  page,
}) => {
  await openPage(page, SHOP)
  await page.getByRole('button', { name: `Add to cart: ${products[0]!.title}` }).click()
  await expect(page.getByTestId('cart-summary')).toHaveText(/^Cart: 1 item/)
  // The cart is kept: after a reload the bar is there without the "Added to cart" toast above it.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const refund = page.getByRole('contentinfo').getByRole('link', { name: 'Refund and Cancellation Policy' })
  const box = await refund.boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(await cartBarTop(page))
  await refund.click({ trial: true, timeout: 2_000 })

  // From the first product down through the cards: every button Tab reaches is brought above the bar.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByLabel('Search materials').focus()
  expect(await focusStopsOutOfSight(page, 'Tab', 24)).toEqual([])
})
