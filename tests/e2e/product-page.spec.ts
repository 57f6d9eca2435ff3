import { expect, test, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../lib/commerce/messages'
import { products as fixtureProducts } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/**
 * A product's own page in local mode (docs/behaviour.md#product-page): what it shows at both sizes, the way to it
 * from a card, its structured data, and the 404 of a slug no product has.
 */
const product = fixtureProducts.find((row) => row.title === "Mansa Musa's Caravan: Math Word Problems")!
const free = fixtureProducts.find((row) => row.price === 0 && row.instant_download)!
const path = (slug: string) => `/homeschool-materials/${slug}`

async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
  const found = blocks.filter((block) => block['@type'] === 'Product')
  expect(found).toHaveLength(1)
  return found[0]!
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('the page shows the whole product: title, description, format line, previews, price, buttons, reviews', async ({
      page,
    }) => {
      const response = await openPage(page, path(product.slug))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(new RegExp(`^${product.title}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await expect(page.getByText(product.description, { exact: true })).toBeVisible()
      await expect(page.getByTestId('format-line')).toHaveText(
        'PDF · 28 pages · 3rd Grade to 5th Grade · Math, History',
      )
      const previews = page.getByRole('list', { name: 'Preview pages' }).getByRole('img')
      await expect(previews).toHaveCount(product.preview_images.length)
      for (const [index, image] of product.preview_images.entries()) {
        await expect(previews.nth(index)).toHaveAttribute('alt', image.alt)
        await expect(previews.nth(index)).toHaveAttribute('src', image.src)
      }
      await expect(page.getByTestId('product-price')).toHaveText('$5.00')
      await expect(page.getByRole('button', { name: `Add to cart: ${product.title}` })).toBeVisible()
      await expect(page.getByRole('button', { name: `Buy & download: ${product.title}` })).toBeVisible()
      const reviews = page.getByRole('region', { name: 'Reviews' })
      await expect(reviews.getByTestId('reviews-summary')).toHaveText('No ratings yet')
      await expect(reviews.getByText(COMMERCE_MESSAGES.noReviews)).toBeVisible()
      await expect(reviews.getByRole('form', { name: 'Write a review' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
    })
  })
}

test('a card’s title leads to the product’s page, and the breadcrumb back to the shop', async ({ page }) => {
  await openPage(page, '/homeschool-materials')
  await page.getByRole('link', { name: product.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path(product.slug)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Homeschool Materials' }).click()
  await expect(page).toHaveURL(/\/homeschool-materials$/)
})

test('the page’s buttons are the cards’: Add to cart adds it, and Get it free on a free product', async ({ page }) => {
  await openPage(page, path(product.slug))
  // Said before any button is pressed, as on the shop: this site takes payments by e-mail.
  await expect(page.getByText('Payments are handled by e-mail on this site.')).toBeVisible()
  const bar = page.getByRole('region', { name: 'Cart' })
  await expect(bar).toHaveCount(0)
  await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click()
  await expect(page.getByText(COMMERCE_MESSAGES.addedToCart)).toBeVisible()
  // The cart follows the family onto the product page, so they can check out from here.
  await expect(bar.getByTestId('cart-summary')).toHaveText(`Cart: 1 item · $${product.price.toFixed(2)}`)
  const stored = await page.evaluate(() => localStorage.getItem('sankofa.cart.v1'))
  expect(JSON.parse(stored!)).toMatchObject({ lines: [{ id: product.id, title: product.title, quantity: 1 }] })

  await openPage(page, path(free.slug))
  await expect(page.getByTestId('product-price')).toHaveText('Free')
  await expect(page.getByRole('button', { name: `Get it free: ${free.title}` })).toBeVisible()
})

test('Product JSON-LD describes the offer, with no aggregateRating while there are no reviews', async ({ page }) => {
  await openPage(page, path(product.slug))
  const data = await productJsonLd(page)
  expect(data).toMatchObject({
    name: product.title,
    description: product.description,
    sku: product.id,
    offers: { '@type': 'Offer', price: '5.00', priceCurrency: 'USD' },
  })
  expect(String(data.url)).toMatch(new RegExp(`${path(product.slug)}$`))
  expect(data).not.toHaveProperty('aggregateRating')
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(new RegExp(`${path(product.slug)}$`))
})

test('a slug no product has is the site’s 404', async ({ page }) => {
  const response = await page.goto(path('no-such-workbook'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/^Page not found/)
})

test('every product page is in the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const row of fixtureProducts) expect(xml).toContain(`${path(row.slug)}</loc>`)
})
