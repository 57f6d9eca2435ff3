import { readFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

/**
 * Draws the favicon, `app/icon.png`, from the mark in `scripts/favicon.svg`: `npm run favicon:draw`, then
 * commit the PNG. The site serves a PNG because Chromium draws an SVG favicon on the page's main thread
 * (docs/architecture.md#rendering). 64 px covers a 16-32 px tab icon on screens up to 2x and beyond.
 */
const SIZE = 64
const root = path.resolve(import.meta.dirname, '..')
const svg = readFileSync(path.join(root, 'scripts/favicon.svg'), 'utf8')

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } })
  await page.setContent(
    `<body style="margin:0">${svg.replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" `)}</body>`,
  )
  await page.screenshot({ path: path.join(root, 'app/icon.png'), omitBackground: true })
} finally {
  await browser.close()
}
