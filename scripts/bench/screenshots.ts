/**
 * Full-page screenshots of a route (default: every public route) at 1280 and 390 px wide, from `next start`
 * of the current build in local mode, for comparing the look before and after a performance change:
 *   npx tsx scripts/bench/screenshots.ts <out-dir> [/route]
 * Waits for fonts and hydration and scrolls through once (lazy images load), so the picture is the settled page,
 * as a visitor with the fonts cached sees it after reading to the end.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../lib/routes'
import { ensureBuild, startNext } from './next-server'
import { stopAll, stopAllOnExit } from './processes'

const WIDTHS = [1280, 390] as const

async function main() {
  const [outDir, only] = process.argv.slice(2)
  const routes = only ? [only] : PUBLIC_ROUTES.map((route) => route.path)
  if (!outDir) throw new Error('usage: tsx scripts/bench/screenshots.ts <out-dir> [/route]')
  stopAllOnExit()
  await mkdir(outDir, { recursive: true })
  await ensureBuild()
  const next = await startNext()
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  try {
    for (const width of WIDTHS) {
      // One visitor per width, fonts already cached: the fonts are `optional` (docs/architecture.md#fonts), so a
      // first visit on a busy machine may keep the fallback, and the pictures are of the settled look.
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
      const warm = await context.newPage()
      await warm.goto(next.origin + '/')
      await warm.evaluate(() => document.fonts.ready.then(() => undefined))
      await warm.close()
      for (const route of routes) {
        const page = await context.newPage()
        await page.goto(next.origin + route)
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await scrollThrough(page)
        const file = path.join(outDir, `${route === '/' ? 'home' : route.replace(/\W+/g, '-')}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
        await page.close()
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await next.stop()
  }
}

/**
 * Scrolls the page through once, as a visitor does, so every lazy image has loaded and decoded before the
 * full-page picture: otherwise whether a lazy image is in the picture depends on whether the same file was
 * already in the memory cache, and two builds of the same look differ by whole images.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let top = 0; top < height; top += 400) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.waitForTimeout(100)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForLoadState('networkidle')
  // A lazy image that never comes into view (one in a closed dialog) never loads, so decoding waits at most 5 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]).then(() => undefined),
  )
}

main().catch(async (error: unknown) => {
  console.error(error)
  await stopAll()
  process.exit(1)
})
