import { expect, test, type Page } from '@playwright/test'

import { settings } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'
import { nextPrefetchOf, recordPrefetches } from '../support/page-fetches'

/*
 * On a phone the links of the first screen used to fetch their pages (and the code of those pages) while this
 * page was still hydrating. Links now fetch ahead only when a visitor reaches for one.
 */
/** The logo in the header: a link to the home page. */
const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: settings.title })

test('a page on a phone fetches no other page and mounts no toast outlet while it settles', async ({ page }) => {
  const prefetched = recordPrefetches(page)
  await openPage(page, '/about')
  await expect(logo(page)).toBeInViewport()
  await page.waitForLoadState('networkidle')
  expect(prefetched).toEqual([])
  await expect(page.locator('[data-rht-toaster]')).toHaveCount(0)
})

test('touching a link fetches its page ahead, and the link still goes there', async ({ page }) => {
  await openPage(page, '/about')
  const link = logo(page)
  const prefetch = nextPrefetchOf(page, '/')
  await link.dispatchEvent('touchstart')
  await prefetch
  await link.tap()
  await expect(page).toHaveURL('/')
})

test('focusing a link from the keyboard fetches its page ahead', async ({ page }) => {
  await openPage(page, '/about')
  const prefetch = nextPrefetchOf(page, '/')
  await logo(page).focus()
  await prefetch
})
