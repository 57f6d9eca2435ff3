import { expect, test } from '@playwright/test'

import { NOT_FOUND_ROUTE, PREVIEW_UNAVAILABLE_ROUTE, PUBLIC_ROUTES, STUDIO_ROUTE } from '../../lib/routes'
import { siteRenaming } from '../../lib/styles/compile-sheet.mjs'
import { SITE_SHEET_KEY } from '../../lib/styles/site-sheet-key'
import { openPage } from '../support/e2e-page'

/**
 * The site's stylesheet is in each page's document once, inline in its <head> (the part of it that page can
 * render), and nowhere in the page's RSC payload (docs/architecture.md#the-stylesheet). A rule only the sheet has,
 * the frame's focus ring (a class of the site's own, so it keeps its name in every build), counts the copies.
 */
const SHEET_RULE = '.site-root :focus-visible{outline:3px solid'
const CREAM = 'rgb(253, 248, 240)'
/** The palette's clay (#a63d1c), a chosen amount's background. */
const CLAY = 'rgb(166, 61, 28)'
/** The body font's face rule (app/_components/frame/SiteFonts.tsx): in each document once too. */
const FONT_FACE = '@font-face{font-family:Inter;'

function copiesOf(text: string, needle: string) {
  return text.split(needle).length - 1
}

test.describe('the site stylesheet', () => {
  test('every page a visitor opens has it and the font faces once, inline, and not again in its payload', async ({
    request,
  }) => {
    for (const route of [...PUBLIC_ROUTES, PREVIEW_UNAVAILABLE_ROUTE]) {
      const html = await (await request.get(route.path)).text()
      expect(copiesOf(html, SHEET_RULE), route.path).toBe(1)
      expect(copiesOf(html, FONT_FACE), route.path).toBe(1)
      expect(copiesOf(html, `<style data-precedence="site" data-href="${SITE_SHEET_KEY}">`), route.path).toBe(1)
      // No second request for it: the page that has it inline links no copy of it.
      expect(html, route.path).not.toMatch(/<link rel="stylesheet"[^>]*\.css/)
    }
    // The Studio does not use it. The page for an unknown address is drawn by the browser from its payload (Next's
    // error shell), so its document has no copy either: the last test shows it fetching the sheet.
    const studio = await (await request.get(STUDIO_ROUTE.path)).text()
    expect(copiesOf(studio, SHEET_RULE)).toBe(0)
    expect(copiesOf(studio, FONT_FACE)).toBe(1)
    const notFound = await (await request.get(NOT_FOUND_ROUTE.path)).text()
    expect(notFound).toContain('<html id="__next_error__">')
    expect(copiesOf(notFound, SHEET_RULE)).toBe(0)
  })

  test('a page carries its own rules; a move to another page brings the whole sheet first, and keeps its look', async ({
    page,
  }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
    })
    await openPage(page, '/about')
    const frame = page.locator('.site-root')
    await expect(frame).toHaveCSS('background-color', CREAM)
    // /about never draws the FAQ's review notice, with its thick left border: its document has no rule for it.
    const inline = page.locator(`style[data-href="${SITE_SHEET_KEY}"]`)
    const thickLeftBorder = (await siteRenaming()).names.get('border-l-8')
    expect(thickLeftBorder).toBeDefined()
    expect(await inline.textContent()).not.toContain(`.${thickLeftBorder}{`)
    await page.locator('footer a[href="/faq"]').first().click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByTestId('review-notice')).toHaveCSS('border-left-width', '8px')
    await expect(frame).toHaveCSS('background-color', CREAM)
    await expect(inline).toHaveCount(1)
    await expect(page.locator('link[rel="stylesheet"][data-precedence="site"]')).toHaveCount(1)
    // One file, the whole sheet (fetched once the first page ran, then used by the move).
    expect([...new Set(stylesheets)]).toHaveLength(1)
    expect(stylesheets[0]).toMatch(/^\/_next\/static\/media\/.+\.css$/)
  })

  test('a form that loads when its dialog opens brings the whole sheet, and is drawn with its rules', async ({
    page,
  }) => {
    await openPage(page, '/')
    // The donation form's amounts sit in three columns: a rule the home page's own sheet leaves to the whole sheet
    // (its class by the short name the build gives it, docs/architecture.md#short-class-names).
    const threeColumns = (await siteRenaming()).names.get('grid-cols-3')
    expect(threeColumns).toBeDefined()
    const inline = page.locator(`style[data-href="${SITE_SHEET_KEY}"]`)
    expect(await inline.textContent()).toContain('.site-root')
    expect(await inline.textContent()).not.toContain(`.${threeColumns}{`)
    await page.getByRole('button', { name: '$20', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    const chosen = dialog.getByRole('button', { name: '$20', exact: true })
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await expect(chosen).toHaveCSS('background-color', CLAY)
    const amounts = dialog.getByRole('group', { name: 'Choose an amount' }).locator('.grid')
    await expect(amounts).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/)
    // The file was linked once, after the page's own part, which stays.
    await expect(page.locator('link[rel="stylesheet"][data-precedence="site"]')).toHaveCount(1)
    await expect(inline).toHaveCount(1)
    await expect(page.locator('.site-root')).toHaveCSS('background-color', CREAM)
  })

  test('a form that loads on demand still opens when the whole sheet cannot be fetched', async ({ page }) => {
    const refused: string[] = []
    await page.route('**/_next/static/media/*.css', async (route) => {
      refused.push(new URL(route.request().url()).pathname)
      await route.abort()
    })
    await openPage(page, '/')
    await page.getByRole('button', { name: '$20', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    await expect(dialog.getByRole('button', { name: 'Donate $20' })).toBeEnabled()
    expect(refused.length).toBeGreaterThan(0)
  })

  test('a form still opens when a move between pages already failed to fetch the whole sheet', async ({ page }) => {
    await page.route('**/_next/static/media/*.css', (route) => route.abort())
    await openPage(page, '/')
    // The move links the whole sheet, whose fetch fails; the link stays in the document with no sheet behind it.
    await page.locator('footer a[href="/about"]').first().click()
    await expect(page).toHaveURL(/\/about$/)
    await page.getByRole('link', { name: /home$/ }).first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('link[rel="stylesheet"][data-precedence="site"]')).toHaveCount(1)
    await page.getByRole('button', { name: '$20', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    await expect(dialog.getByRole('button', { name: 'Donate $20' })).toBeEnabled()
  })

  test('the page for an unknown address, which the browser draws, fetches the sheet once and is styled', async ({
    page,
  }) => {
    const sheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname)
    })
    const sheet = page.waitForResponse((response) => response.request().resourceType() === 'stylesheet')
    await openPage(page, NOT_FOUND_ROUTE.path)
    expect((await sheet).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page.locator('.site-root')).toHaveCSS('background-color', CREAM)
    await expect(page.locator('link[rel="stylesheet"][data-precedence="site"]')).toHaveCount(1)
    expect(sheets).toHaveLength(1)
    expect(sheets[0]).toMatch(/^\/_next\/static\/media\/.+\.css$/)
  })
})
