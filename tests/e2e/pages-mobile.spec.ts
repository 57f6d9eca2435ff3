import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { blockText, contentsEntries, longDate, pageBySlug } from '../support/e2e-pages'

/** The pages staff write on a phone (390 × 844): readable, no sideways scroll, contents and disclosures work. */

test.use({ viewport: { width: 390, height: 844 } })

for (const slug of ['privacy', 'terms', 'refunds', 'faq']) {
  test(`/${slug} on a phone: heading and review notice first, contents that jump, no sideways scroll, no axe issue`, async ({
    page,
  }) => {
    const fixture = pageBySlug(slug)
    await openPage(page, `/${slug}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(fixture.title)
    await expect(heading).toBeInViewport()
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated ${longDate(fixture.lastUpdated)}`)
    await expect(page.getByRole('complementary', { name: 'Awaiting review' })).toContainText(fixture.reviewNotice!)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    // The contents list the headings only (subheadings would push the text further down a phone's screen).
    const contents = page.getByRole('navigation', { name: 'On this page' })
    const entries = contentsEntries(fixture)
    await expect(contents.getByRole('link').filter({ visible: true })).toHaveText(entries)
    const middle = entries[Math.floor(entries.length / 2)]!
    await contents.getByRole('link', { name: middle, exact: true }).tap()
    const target = page.getByRole('main').getByRole('heading', { level: 2, name: middle, exact: true })
    await expect(target).toBeInViewport()
    const header = await page.getByRole('banner').boundingBox()
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)

    await expectNoAxeViolations(page)
  })
}

test('an FAQ answer opens on a tap and by keyboard on a phone', async ({ page }) => {
  const faq = pageBySlug('faq')
  const [first, second] = faq.faq![0]!.questions
  await openPage(page, '/faq')
  const summaries = page.getByTestId('faq').locator('summary')
  await summaries.first().tap()
  await expect(page.getByText(blockText(first!.answer[0]!))).toBeVisible()
  await summaries.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(blockText(second!.answer[0]!))).toBeVisible()
})

test('the footer’s policy links fit a phone and lead to the pages', async ({ page }) => {
  await openPage(page, '/')
  const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies and help' })
  await policies.scrollIntoViewIfNeeded()
  for (const slug of ['faq', 'privacy', 'terms', 'refunds']) {
    const link = policies.getByRole('link', { name: pageBySlug(slug).title })
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.height).toBeGreaterThanOrEqual(24)
  }
  await policies.getByRole('link', { name: pageBySlug('privacy').title }).tap()
  await expect(page).toHaveURL(/\/privacy$/)
})
