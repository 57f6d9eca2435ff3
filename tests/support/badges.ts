import { expect, type Page } from '@playwright/test'

import { fixtureById } from './e2e-content'

type Badge = { title: string; awardingBody: string; url: string; year?: number; image: { alt: string } }
const { badges } = fixtureById<{ badges: Badge[] }>('siteSettings')

/** The smallest text size the footer's badges may render at, in CSS pixels. */
export const LEGIBLE_TEXT_PX = 14

/**
 * The footer's badges as a visitor meets them: each label written out as text of a legible size, each emblem
 * with its alternative text from the CMS, and the awarding body named in a link that leaves for its site.
 */
export async function expectLegibleBadges(page: Page) {
  const list = page.getByRole('contentinfo').getByTestId('recognition-badges')
  await list.scrollIntoViewIfNeeded()
  expect(badges.length).toBeGreaterThan(0)
  await expect(list.getByRole('listitem')).toHaveCount(badges.length)
  for (const [index, badge] of badges.entries()) {
    const item = list.getByRole('listitem').nth(index)
    const title = item.getByTestId('badge-title')
    await expect(title).toHaveText(badge.year ? `${badge.title} (${badge.year})` : badge.title)
    await expect(title).toBeInViewport()
    const size = await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(size, badge.title).toBeGreaterThanOrEqual(LEGIBLE_TEXT_PX)
    const image = item.getByRole('img')
    expect(badge.image.alt.length).toBeGreaterThan(3)
    await expect(image).toHaveAttribute('alt', badge.image.alt)
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    const body = item.getByRole('link', { name: `${badge.awardingBody} (opens in a new tab)`, exact: true })
    await expect(body).toHaveAttribute('href', badge.url)
    await expect(body).toHaveAttribute('target', '_blank')
    await expect(body).toBeInViewport()
    const bodySize = await body.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(bodySize, badge.awardingBody).toBeGreaterThanOrEqual(LEGIBLE_TEXT_PX)
  }
}
