import { expect, test, type Locator, type Page } from '@playwright/test'

import { SITE_FONTS } from '../../scripts/fonts/site-fonts'
import { openPage } from '../support/e2e-page'

/**
 * The site's fonts are cut down to the characters its text uses (docs/architecture.md#fonts). What a reader
 * notices: every letter of a lesson, Yoruba tone-marked letters and the cedi sign included, comes from the
 * site's own fonts rather than a system font, and the fonts are the two small files the page preloads.
 */

/** The fonts Chromium drew an element's text with: the family inside each font, and whether it is a web font. */
async function fontsDrawing(page: Page, element: Locator) {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => ({ family: font.familyName, webFont: font.isCustomFont }))
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-font-probe'))
    await cdp.detach()
  }
}

/**
 * Opens `path` with the fonts already in the browser's cache. They are `optional`: a page draws them only when
 * they are there for its first paint, which is every page after the visitor's first (and the first too on a
 * fast connection, which a busy test machine does not promise).
 */
async function openWithFontsCached(page: Page, path: string) {
  const loaded = Promise.all([
    page.waitForResponse((response) => response.url().includes('/_next/static/media/inter')),
    page.waitForResponse((response) => response.url().includes('/_next/static/media/fraunces')),
  ])
  await openPage(page, '/privacy')
  await Promise.all((await loaded).map((response) => response.finished()))
  await openPage(page, path)
}

const onlyBodyFont = [{ family: 'Inter', webFont: true }]
const onlyDisplayFont = [{ family: 'Fraunces', webFont: true }]

test.describe('the site fonts', () => {
  test('Yoruba words with dotted letters and tone marks are drawn in the body font, letter for letter', async ({
    page,
  }) => {
    await openWithFontsCached(page, '/course/african-centered-mathematics/lesson/2')
    const numbers = page.locator('main p', { hasText: 'ẹ̀ta (3)' })
    await expect(numbers).toBeVisible()
    expect(await fontsDrawing(page, numbers)).toEqual(onlyBodyFont)
    const heading = page.getByRole('heading', { level: 1 })
    expect(await fontsDrawing(page, heading)).toEqual(onlyDisplayFont)
  })

  test('a Kiswahili lesson’s transliteration and a price in cedis stay in the body font', async ({ page }) => {
    await openWithFontsCached(page, '/course/kiswahili-language-culture/lesson/2')
    const origin = page.locator('main em', { hasText: 'sawāḥil' })
    await expect(origin).toBeVisible()
    expect(await fontsDrawing(page, origin)).toEqual(onlyBodyFont)

    await openPage(page, '/course/african-centered-mathematics/lesson/12')
    const prices = page.locator('main p', { hasText: 'GH₵' }).first()
    await expect(prices).toBeVisible()
    expect(await fontsDrawing(page, prices)).toEqual(onlyBodyFont)
  })

  test('fonts that arrive after the first paint move nothing: the page keeps its fallback', async ({ page }) => {
    // A phone's first visit: the HTML (with its CSS inline) paints long before the fonts come.
    await page.route('**/_next/static/media/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await openPage(page, '/about')
    const body = page.locator('section[aria-labelledby="mission-heading"] p').first()
    await expect(body).toBeVisible()
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const drawnWith = await fontsDrawing(page, body)
    expect(drawnWith.map((font) => font.family)).not.toContain('Inter')
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([])
  })

  test('each font is offered over the weights its file was cut to, and only if it is there in time', async ({
    page,
  }) => {
    await openPage(page, '/about')
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({
        family: face.family.toLowerCase(),
        weight: face.weight,
        display: face.display,
      })),
    )
    for (const font of SITE_FONTS) {
      const weight = typeof font.weight === 'number' ? String(font.weight) : font.weight.join(' ')
      expect(faces.filter((face) => face.family === font.family)).toEqual([
        { family: font.family, weight, display: 'optional' },
      ])
    }
  })

  test('a page loads only the two subset fonts, preloaded, and they stay small', async ({ page }) => {
    const fonts: { url: string; bytes: number }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return
      fonts.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length })
    })
    await openPage(page, '/')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloaded).toHaveLength(2)
    // In the head, so Chromium lets them hold the first paint until the fonts come (or 100 ms after <body>).
    expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(2)
    await expect.poll(() => fonts.length).toBe(2)
    expect(fonts.map((font) => font.url).sort()).toEqual([...preloaded].sort())
    // The full Latin files were 83 KiB together; the subsets are 54 KiB. A regrowth past 60 KiB is a mistake.
    const total = fonts.reduce((sum, font) => sum + font.bytes, 0)
    expect(total, `the fonts weigh ${(total / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(60 * 1024)
  })

  test('on a connection slower than 4G no font is preloaded to hold the first paint, and both still come for the next page', async ({
    page,
  }) => {
    // 600 ms added to every request: Chromium rates the connection 3G, as it would a slow phone's.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 600,
      downloadThroughput: (4 * 1024 * 1024) / 8,
      uploadThroughput: (1024 * 1024) / 8,
    })
    const fontsArrive = Promise.all([
      page.waitForResponse((response) => response.url().includes('/_next/static/media/inter')),
      page.waitForResponse((response) => response.url().includes('/_next/static/media/fraunces')),
    ])
    await openPage(page, '/about')
    const connection = await page.evaluate(
      () => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
    )
    expect(connection).toBe('3g')
    await expect(page.getByRole('heading', { level: 1, name: 'About Sankofa Academy' })).toBeVisible()
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
    // The faces still fetch both files, so every later page has them from the cache.
    const responses = await fontsArrive
    expect(responses.map((response) => response.status())).toEqual([200, 200])
    await cdp.detach()
  })
})
