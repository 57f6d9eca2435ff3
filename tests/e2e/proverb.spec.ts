import { expect, test, type Page } from '@playwright/test'

import { proverbs } from '../support/e2e-content'
import { openWithPausedClock } from '../support/e2e-page'

/** Every "chance" the page takes comes out as `value` (below 0.3 means the proverb shows). */
async function forceRandom(page: Page, value: number) {
  await page.addInitScript((v) => {
    Math.random = () => v
  }, value)
}

const popup = (page: Page) => page.getByTestId('proverb-popup')

test.describe('proverb pop-up', () => {
  test('with a lucky draw it appears at 120 s, not before, and closes itself 8 s later', async ({ page }) => {
    await forceRandom(page, 0.1)
    await openWithPausedClock(page, '/')

    await page.clock.runFor(118_000)
    await expect(popup(page)).toHaveCount(0)

    await page.clock.runFor(2_500)
    await expect(popup(page)).toBeVisible()
    // Math.random() = 0.1 picks the first of the five proverbs
    await expect(popup(page)).toContainText(proverbs[0]!.text)
    await expect(popup(page)).toContainText(proverbs[0]!.origin)
    // it does not take focus away from what the visitor was doing
    await expect(page.locator('body')).toBeFocused()

    await page.clock.runFor(8_000)
    await expect(popup(page)).toHaveCount(0)
  })

  test('the page carries no proverbs: the first draw asks for them once, and a failed ask is asked again', async ({
    page,
  }) => {
    const document = await (await page.request.get('/')).text()
    expect(document).not.toContain(proverbs[0]!.text)

    await forceRandom(page, 0.1)
    let asked = 0
    let fail = true
    await page.route('**/api/proverbs', async (route) => {
      asked += 1
      if (fail) await route.fulfill({ status: 503, body: 'unavailable' })
      else await route.fallback()
    })
    await openWithPausedClock(page, '/')
    expect(asked).toBe(0)

    await page.clock.runFor(121_000)
    await expect.poll(() => asked).toBe(1)
    await expect(popup(page)).toHaveCount(0)

    fail = false
    await page.clock.runFor(120_000)
    await expect(popup(page)).toContainText(proverbs[0]!.text)
    await page.clock.runFor(120_000)
    await expect(popup(page)).toContainText(proverbs[0]!.text)
    expect(asked).toBe(2)
  })

  test('with an unlucky draw nothing appears', async ({ page }) => {
    await forceRandom(page, 0.9)
    await openWithPausedClock(page, '/')
    await page.clock.runFor(121_000)
    await expect(popup(page)).toHaveCount(0)
    await page.clock.runFor(240_000)
    await expect(popup(page)).toHaveCount(0)
  })

  test('closes with Escape and with its close button', async ({ page }) => {
    await forceRandom(page, 0.1)
    await openWithPausedClock(page, '/')
    await page.clock.runFor(121_000)
    await expect(popup(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup(page)).toHaveCount(0)

    await page.clock.runFor(120_000)
    await expect(popup(page)).toBeVisible()
    await page.getByRole('button', { name: 'Close proverb' }).click()
    await expect(popup(page)).toHaveCount(0)
  })

  test('appears without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await forceRandom(page, 0.1)
    await openWithPausedClock(page, '/')
    await page.clock.runFor(121_000)
    await expect(popup(page)).toBeVisible()
    const transition = await popup(page).evaluate((el) => getComputedStyle(el).transitionProperty)
    expect(transition).toBe('none')
  })
})
