import { expect, test, type Page } from '@playwright/test'

import { expectLegibleBadges } from '../support/badges'
import { fixtureById, fixturesOfType, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/**
 * What a family meets on a phone (390 × 844) beyond the shop and the schedule: the donation dialog by keyboard
 * and the page behind it, the footer's badges, the blog's featured articles, the 404 page's tab title.
 */

test.use({ viewport: { width: 390, height: 844 } })

async function openDonation(page: Page, amount: string) {
  await openPage(page, '/')
  const amounts = page.getByRole('list', { name: 'Donation amounts' })
  await amounts.scrollIntoViewIfNeeded()
  await amounts.getByRole('button', { name: amount, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
  await expect(dialog.getByRole('form', { name: 'Donation' })).toBeVisible()
  return dialog
}

const scrollState = (page: Page) =>
  page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }))

test('the donation dialog by keyboard: passing the custom field keeps the $20 and Donate enabled', async ({ page }) => {
  const dialog = await openDonation(page, '$20')
  const twenty = dialog.getByRole('button', { name: '$20', exact: true })
  await dialog.getByRole('button', { name: '$500', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Custom amount (USD)')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.type('family@example.com')
  await expect(twenty).toHaveAttribute('aria-pressed', 'true')
  await expect(dialog.getByRole('button', { name: 'Donate $20' })).toBeEnabled()
  await expectNoAxeViolations(page)
})

test('the page behind an open dialog stays where it was and does not scroll', async ({ page }) => {
  const dialog = await openDonation(page, '$50')
  const before = await scrollState(page)
  expect(before.y).toBeGreaterThan(0)
  await page.mouse.move(10, 100)
  await page.mouse.wheel(0, 1200)
  expect(await scrollState(page)).toEqual(before)
  await dialog.getByRole('button', { name: 'Close donation dialog' }).click()
  await expect(dialog).toBeHidden()
  expect(await scrollState(page)).toEqual(before)
  // Closed, the page scrolls again.
  await page.mouse.wheel(0, 300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.y)
})

test('the recognition badges are legible on a phone, with alt text', async ({ page }) => {
  await openPage(page, '/')
  await expectLegibleBadges(page)
})

test('the blog shows each article once: the featured ones are not repeated in the list below', async ({ page }) => {
  await openPage(page, '/blog')
  const posts = fixturesOfType<{ title: string; featured: boolean }>('blogPost')
  for (const post of posts) {
    await expect(page.getByTestId('article-card').getByRole('link', { name: post.title, exact: true })).toHaveCount(1)
  }
  const articles = fixtureById<{ articlesHeading: string }>('blogPage').articlesHeading
  await expect(page.getByRole('region', { name: articles }).getByTestId('article-card')).toHaveCount(
    posts.filter((post) => !post.featured).length,
  )
})

test('the 404 page names itself in the tab', async ({ page }) => {
  const response = await openPage(page, '/no-such-page-on-a-phone')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(`Page not found · ${settings.title}`)
})
