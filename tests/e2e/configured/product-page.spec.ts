import { expect, test, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../../lib/commerce/messages'
import { watchPageProblems } from '../../support/csp-watch'
import { products as fixtureProducts } from '../../support/e2e-content'
import { openPage } from '../../support/e2e-page'
import { holdSessionReading, signUpAndLogIn } from './account'

/**
 * A product's page on the configured build: the reviews the server reads with get_product_reviews, their average
 * and count, aggregateRating in the JSON-LD once there are reviews, and "Write a review" for a signed-in family.
 * No other spec reviews this product, and its page is first rendered here (the review comes first, from the shop).
 */
const product = fixtureProducts.find((row) => row.title === 'Nile River Ecosystems Science Guide')!
const path = `/homeschool-materials/${product.slug}`

const productJsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block['@type'] === 'Product')!

test('a product’s page lists its reviews with the average, and a signed-in family writes one there', async ({
  page,
  browser,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  await signUpAndLogIn(page, `product.page.${testInfo.workerIndex}.${Date.now()}@example.com`)

  // A first review, from the shop's dialog, before the page is ever rendered.
  await openPage(page, '/homeschool-materials')
  await page.getByRole('button', { name: `Reviews: ${product.title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Reviews: ${product.title}` })
  await dialog.getByRole('radio', { name: '4 stars' }).check()
  await dialog.getByLabel('Your review (optional)').fill('The flood tray experiment was the highlight of our week.')
  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  await expect(dialog.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(1)

  // A visitor who is not signed in opens the page: the review, its average and count, rendered by the server.
  const visitor = await browser.newPage()
  await openPage(visitor, path)
  const reviews = visitor.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByTestId('reviews-summary')).toHaveText('4.0 out of 5 · 1 review')
  await expect(reviews.getByRole('list', { name: 'Reviews' })).toContainText(
    'The flood tray experiment was the highlight of our week.',
  )
  expect((await productJsonLd(visitor)).aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: '4.0',
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  })
  await reviews.getByRole('radio', { name: '5 stars' }).check()
  await reviews.getByRole('button', { name: 'Submit Review' }).click()
  await expect(visitor.getByText(COMMERCE_MESSAGES.reviewSignInRequired.description)).toBeVisible()
  await visitor.close()

  // The family changes its review on the page: the list, the average and the count follow at once.
  await openPage(page, path)
  const own = page.getByRole('region', { name: 'Reviews' })
  await own.getByRole('radio', { name: '2 stars' }).check()
  await own.getByLabel('Your review (optional)').fill('Lovely, but the crocodile unit was short.')
  await own.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText(COMMERCE_MESSAGES.reviewSubmitted.description)).toBeVisible()
  await expect(own.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(1)
  await expect(own.getByRole('list', { name: 'Reviews' })).toContainText('Lovely, but the crocodile unit was short.')
  await expect(own.getByTestId('reviews-summary')).toHaveText('2.0 out of 5 · 1 review')
  expect(await problems.violations()).toEqual([])
})

test('a review sent before the page has read the session is the signed-in family’s, not a request to sign in', async ({
  page,
}, testInfo) => {
  const early = fixtureProducts.find((row) => row.title === 'Anansi Tales Reading Comprehension')!
  await signUpAndLogIn(page, `early.review.${testInfo.workerIndex}.${Date.now()}@example.com`)
  const release = await holdSessionReading(page)
  await openPage(page, `/homeschool-materials/${early.slug}`, 'domcontentloaded')
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await reviews.getByRole('radio', { name: '5 stars' }).check()
  await reviews.getByLabel('Your review (optional)').fill('Our reader asked for Anansi at bedtime every night.')
  await reviews.getByRole('button', { name: 'Submit Review' }).click()

  release()
  await expect(page.getByText(COMMERCE_MESSAGES.reviewSubmitted.description)).toBeVisible()
  await expect(reviews.getByRole('list', { name: 'Reviews' })).toContainText(
    'Our reader asked for Anansi at bedtime every night.',
  )
  // Every family gave five stars (a repeated run adds one more family).
  await expect(reviews.getByTestId('reviews-summary')).toHaveText(/^5\.0 out of 5 · \d+ reviews?$/)
  await expect(page.getByText(COMMERCE_MESSAGES.reviewSignInRequired.description)).toHaveCount(0)
})
