import { expect, type Page } from '@playwright/test'

import { fixtureById } from './e2e-content'

type Badge = { title: string; url?: string; image: { alt: string } }
const { badges } = fixtureById<{ badges: Badge[] }>('siteSettings')

/** The smallest text size the footer's badges may render at, in CSS pixels. */
export const LEGIBLE_TEXT_PX = 14

/**
 * The footer's recognition badges as a visitor meets them: each title written out as text of a legible size,
 * each emblem with its alternative text from the CMS, a linked badge leaving for its awarding site.
 */
export async function expectLegibleBadges(page: Page) {
  const list = page.getByRole('contentinfo').getByTestId('recognition-badges')
  await list.scrollIntoViewIfNeeded()
  expect(badges.length).toBeGreaterThan(0)
  await expect(list.getByRole('listitem')).toHaveCount(badges.length)
  for (const [index, badge] of badges.entries()) {
    const item = list.getByRole('listitem').nth(index)
    const title = item.getByTestId('badge-title')
    await expect(title).toHaveText(badge.title)
    await expect(title).toBeInViewport()
    const size = await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(size, badge.title).toBeGreaterThanOrEqual(LEGIBLE_TEXT_PX)
    const image = item.getByRole('img')
    expect(badge.image.alt.length).toBeGreaterThan(3)
    await expect(image).toHaveAttribute('alt', badge.image.alt)
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    if (badge.url) await expect(item.getByRole('link')).toHaveAttribute('href', badge.url)
  }
}
