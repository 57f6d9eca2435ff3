import { expect, test } from '@playwright/test'

import { home } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'

test('the testimonial video loads nothing from YouTube until the visitor presses play', async ({ page }) => {
  const youtube: string[] = []
  await page.route(/youtube|ytimg|googlevideo/, async (route) => {
    youtube.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' })
  })
  await openPage(page, '/')
  const play = page.getByRole('button', { name: `Play video: ${home.testimonialVideo.title}` })
  await play.scrollIntoViewIfNeeded()
  await expect(play).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(youtube).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await play.click()
  const player = page.locator(`iframe[title="${home.testimonialVideo.title}"]`)
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${home.testimonialVideo.videoId}?autoplay=1&rel=0`,
  )
  await expect.poll(() => youtube.length).toBeGreaterThan(0)
  expect(youtube[0]).toContain('youtube-nocookie.com/embed/')
  // The play button is gone: the player has the keyboard focus, not the page.
  await expect(player).toBeFocused()
})
