import { expect, test, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../lib/commerce/messages'
import { productArt } from '../../lib/commerce/product-art'
import type { ShopProduct } from '../../lib/commerce/shop-product'
import { products as fixtureProducts } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { animationsSettled, focusStopsOutOfSight } from '../support/layout'

/** The shop on the site with no backend configured: the fixture catalogue, URL state, the cart, and clear notices. */

const SHOP = '/homeschool-materials'
const price = (dollars: number) => `$${dollars.toFixed(2)}`
/** A card's price as shown: "Free" for a $0.00 product. */
const shownPrice = (dollars: number) => (dollars === 0 ? 'Free' : price(dollars))
const cards = (page: Page) => page.getByTestId('product-card')
const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents()
const prices = async (page: Page) =>
  (await page.getByTestId('product-price').allTextContents()).map((text) =>
    text === 'Free' ? 0 : Number(text.replace(/[$,]/g, '')),
  )
/** Each card is an article named by its own heading, whether the server rendered it or the browser added it. */
async function expectCardsNamedByTheirTitles(page: Page) {
  for (const product of fixtureProducts) {
    await expect(page.getByRole('article', { name: product.title, exact: true })).toHaveCount(1)
  }
}
const freeProduct = fixtureProducts.find((product) => product.price === 0 && product.instant_download)!

test.describe('shop in local mode', () => {
  test('lists every fixture product, newest first, with two-decimal prices, server-rendered', async ({ page }) => {
    const response = await page.request.get(SHOP)
    const html = await response.text()
    // Rendered on the server: the first product is in the HTML before any script runs.
    expect(html).toContain(fixtureProducts[0]!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))

    await openPage(page, SHOP)
    await expect(page.getByRole('heading', { level: 1, name: 'Homeschool Materials' })).toBeVisible()
    expect(await titles(page)).toEqual(fixtureProducts.map((product) => product.title))
    expect(await page.getByTestId('product-price').allTextContents()).toEqual(
      fixtureProducts.map((product) => shownPrice(product.price)),
    )
    await expect(page.getByRole('status').filter({ hasText: `${fixtureProducts.length} products` })).toBeVisible()
    await expectCardsNamedByTheirTitles(page)
    await expectNoAxeViolations(page)
  })

  test('the first card draws its art from inside the page, the rest of the first row at once, the others as the list scrolls', async ({
    page,
  }) => {
    await openPage(page, SHOP)
    const art = cards(page).getByRole('img')
    await expect(art.nth(0)).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    for (const index of [1, 2]) {
      await expect(art.nth(index)).toHaveAttribute('src', /^\/shop\//)
      await expect(art.nth(index)).toHaveAttribute('loading', 'eager')
    }
    for (const index of [0, 1, 2]) {
      await expect
        .poll(() => art.nth(index).evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
    }
    await expect(art.nth(3)).toHaveAttribute('src', /^\/shop\//)
    await expect(art.nth(3)).toHaveAttribute('loading', 'lazy')

    // Another order puts other products first: each still shows its own subject's art, drawn.
    await openPage(page, `${SHOP}?sort=price-high`)
    for (const index of [0, 1, 2]) {
      const card = cards(page).nth(index)
      const title = await card.getByRole('heading', { level: 3 }).textContent()
      const product = fixtureProducts.find((candidate) => candidate.title === title)!
      await expect(card.getByRole('img')).toHaveAttribute(
        'alt',
        productArt({ subjects: product.subjects as ShopProduct['subjects'] }).alt,
      )
      await expect
        .poll(() => card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
    }
  })

  test('search, filters and sort live in the URL; Back restores the previous list', async ({ page }) => {
    await openPage(page, SHOP)
    await page.getByLabel('Search materials').fill('kiswahili')
    await expect(page).toHaveURL(/\?q=kiswahili$/)
    const matching = fixtureProducts.filter((product) =>
      `${product.title} ${product.description}`.toLowerCase().includes('kiswahili'),
    )
    await expect(cards(page)).toHaveCount(matching.length)

    await page.getByLabel('Search materials').fill('')
    await expect(page).toHaveURL(new RegExp(`${SHOP}$`))
    await page.getByRole('radio', { name: 'Under $5' }).check()
    await expect(page).toHaveURL(/price=under5/)
    for (const value of await prices(page)) expect(value).toBeLessThan(5)

    await page.getByLabel('Sort by').selectOption('price-high')
    await expect(page).toHaveURL(/price=under5&sort=price-high/)
    const sorted = await prices(page)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))

    await page.goBack()
    await expect(page).toHaveURL(/price=under5$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance')
  })

  test('a shared link shows the same list: price 5 to 10 inclusive, subjects any-of, AND across', async ({ page }) => {
    await openPage(page, `${SHOP}?subject=Math&subject=History&price=5to10&sort=price-low`)
    const expected = fixtureProducts
      .filter((product) => product.price >= 5 && product.price <= 10)
      .filter((product) => product.subjects.some((subject) => subject === 'Math' || subject === 'History'))
    await expect(cards(page)).toHaveCount(expected.length)
    const shown = await prices(page)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
    await expect(page.getByRole('checkbox', { name: 'Math', exact: true })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'History', exact: true })).toBeChecked()
    await expect(page.getByRole('radio', { name: '$5 to $10' })).toBeChecked()
  })

  test('no match says "No products found" and offers to clear the filters', async ({ page }) => {
    await openPage(page, `${SHOP}?q=zzzz-no-such-thing&grade=Adult+Learning`)
    await expect(page.getByText(COMMERCE_MESSAGES.noProducts)).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(cards(page)).toHaveCount(fixtureProducts.length)
    await expectCardsNamedByTheirTitles(page)
    await expect(page.getByLabel('Search materials')).toHaveValue('')
  })

  test('the cart adds, counts, survives a reload, follows other tabs, removes (focus kept) and clears', async ({
    page,
    context,
  }) => {
    await openPage(page, SHOP)
    const [first, second, third] = fixtureProducts
    const summary = page.getByTestId('cart-summary')
    await expect(page.getByRole('region', { name: 'Cart' })).toHaveCount(0)

    await page.getByRole('button', { name: `Add to cart: ${first!.title}` }).click()
    await expect(page.getByText(COMMERCE_MESSAGES.addedToCart).first()).toBeVisible()
    await page.getByRole('button', { name: `Add to cart: ${second!.title}` }).click()
    const total = price(first!.price + second!.price)
    await expect(summary).toHaveText(`Cart: 2 items · ${total}`)

    await page.reload()
    await expect(summary).toHaveText(`Cart: 2 items · ${total}`)

    const other = await context.newPage()
    await openPage(other, SHOP)
    await expect(other.getByTestId('cart-summary')).toHaveText(`Cart: 2 items · ${total}`)
    await other.getByRole('button', { name: `Add to cart: ${third!.title}` }).click()
    await expect(summary).toHaveText(`Cart: 3 items · ${price(first!.price + second!.price + third!.price)}`)

    await summary.click()
    await page.getByRole('button', { name: `Remove ${first!.title}` }).click()
    await expect(summary).toHaveText(`Cart: 2 items · ${price(second!.price + third!.price)}`)
    // Said as well as done, in the toast the adds used: it replaces "Added to cart" rather than joining it.
    const cartToasts = page.getByRole('status').filter({ hasText: /cart/i })
    await expect(cartToasts).toHaveText([`${COMMERCE_MESSAGES.removedFromCart}${first!.title}`])
    // Focus goes to the Remove that took the removed one's place, or the one before it for the last line.
    const removeSecond = page.getByRole('button', { name: `Remove ${second!.title}` })
    await expect(removeSecond).toBeFocused()
    await page.getByRole('button', { name: `Remove ${third!.title}` }).press('Enter')
    await expect(summary).toHaveText(`Cart: 1 item · ${price(second!.price)}`)
    await expect(removeSecond).toBeFocused()

    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(page.getByRole('region', { name: 'Cart' })).toHaveCount(0)
    await expect(cartToasts).toHaveText([COMMERCE_MESSAGES.cartCleared])
    await expect(other.getByRole('region', { name: 'Cart' })).toHaveCount(0)
  })

  test('reviews explain that this site has no backend', async ({ page }) => {
    await openPage(page, SHOP)
    const instant = fixtureProducts.find((product) => product.instant_download)!
    const opener = page.getByRole('button', { name: `Reviews: ${instant.title}` })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: `Reviews: ${instant.title}` })
    await expect(dialog.getByText(COMMERCE_MESSAGES.noReviews)).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit Review' }).click()
    await expect(page.getByText(COMMERCE_MESSAGES.ratingRequired.description)).toBeVisible()
    // A second press does not stack a second toast on the first.
    await dialog.getByRole('button', { name: 'Submit Review' }).click()
    await expect(page.getByText(COMMERCE_MESSAGES.ratingRequired.description)).toHaveCount(1)
    await dialog.getByRole('radio', { name: '4 stars' }).check()
    await dialog.getByRole('button', { name: 'Submit Review' }).click()
    await expect(page.getByText(COMMERCE_MESSAGES.reviewsNotConfigured)).toBeVisible()
    await expect(page.getByText(COMMERCE_MESSAGES.ratingRequired.description)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('on a wide screen the filters are an open sidebar beside the products, with no Filters button', async ({
    page,
  }) => {
    await openPage(page, SHOP)
    const sidebar = page.getByRole('complementary', { name: 'Search and filters' })
    await expect(sidebar.getByRole('heading', { name: 'Filters' })).toBeVisible()
    await expect(sidebar.getByRole('radio', { name: 'All prices' })).toBeVisible()
    await expect(sidebar.getByRole('button', { name: /^Filters/ })).toBeHidden()
    const aside = await sidebar.boundingBox()
    const firstCard = await cards(page).first().boundingBox()
    expect(aside && firstCard && firstCard.x > aside.x + aside.width).toBe(true)
    expect(firstCard && firstCard.y < 800).toBe(true)

    // From the sort, one Tab reaches a link past the filters' checkboxes: the next Tab is in the first product.
    await page.getByLabel('Sort by').focus()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip the filters to the products' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(cards(page).first().locator(':focus')).toHaveCount(1)
  })

  test('a $0.00 product says "Free" and "Get it free"; without a backend it prepares the e-mail for it', async ({
    page,
  }) => {
    expect(freeProduct).toBeDefined()
    await openPage(page, SHOP)
    const card = cards(page).filter({ has: page.getByRole('heading', { name: freeProduct.title, exact: true }) })
    await expect(card.getByTestId('product-price')).toHaveText('Free')
    await expect(card.getByRole('button', { name: /^Buy & download/ })).toHaveCount(0)
    const get = card.getByRole('button', { name: `Get it free: ${freeProduct.title}` })
    await expect(get).toHaveText('Get it free')
    await get.click()
    await expect(page.getByRole('dialog', { name: 'Order by e-mail' })).toContainText(freeProduct.title)
    await expect(page).toHaveURL(new RegExp(`${SHOP}$`))
    await expectNoAxeViolations(page)
  })

  test('a toast appears below the header, never over the navigation', async ({ page }) => {
    await openPage(page, SHOP)
    await page.mouse.wheel(0, 600)
    await page.getByRole('button', { name: `Add to cart: ${fixtureProducts[3]!.title}` }).click()
    const toast = page.getByRole('status').filter({ hasText: COMMERCE_MESSAGES.addedToCart })
    await expect(toast).toBeVisible()
    await animationsSettled(page)
    const header = await page.getByRole('banner').boundingBox()
    const box = await toast.boundingBox()
    expect(header && box).toBeTruthy()
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    expect(box!.y).toBeLessThan(200)
  })

  test('keyboard focus is never left under the sticky header or the cart bar, up or down the page', async ({
    page,
  }) => {
    await openPage(page, SHOP)
    await page.getByRole('button', { name: `Add to cart: ${fixtureProducts[0]!.title}` }).click()
    await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible()
    // Up from the footer through the last cards, then down again from the filters.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund and Cancellation Policy' }).focus()
    expect(await focusStopsOutOfSight(page, 'Shift+Tab', 40)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByLabel('Search materials').focus()
    expect(await focusStopsOutOfSight(page, 'Tab', 40)).toEqual([])
  })
})
