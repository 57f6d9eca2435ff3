import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test, type Page } from '@playwright/test'

import { PREVIEW_UNAVAILABLE_ROUTE, PUBLIC_ROUTES } from '../../lib/routes'
import { classNamesOf } from '../../lib/styles/class-names.mjs'
import { siteRenaming } from '../../lib/styles/compile-sheet.mjs'
import { openPage } from '../support/e2e-page'

/**
 * A production build writes Tailwind's classes by short names, the same in the stylesheet and in the site's files
 * (docs/architecture.md#short-class-names). A class the renaming missed would keep its long name in the page while
 * the sheet only knows the short one, and the element would lose its look: so every class a page uses, in its HTML,
 * its RSC payload and what the browser draws later, must be one the whole sheet defines.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const mediaDir = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static', 'media')

/** The classes the build's whole stylesheet (the file a move between pages links) defines. */
function definedClasses() {
  const file = readdirSync(mediaDir).find((name) => /^globals\..+\.css$/.test(name))
  expect(file, `the whole sheet in ${mediaDir}`).toBeDefined()
  return new Set(classNamesOf(readFileSync(path.join(mediaDir, file ?? ''), 'utf8')))
}

/** Every class a document names: in its elements' class attributes and in its payload's `className` props. */
function classesIn(html: string) {
  const lists = [
    ...[...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? ''),
    // A prop left out is `$undefined` there, a reference rather than a class.
    ...[...html.matchAll(/\\"className\\":\\"(?!\$)([^"\\]*)\\"/g)].map((match) => match[1] ?? ''),
  ]
  return new Set(lists.flatMap((list) => list.split(/\s+/).filter(Boolean)))
}

/** Every class on an element of the page as the browser has it now. */
function classesOnPage(page: Page) {
  return page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList])),
  ])
}

test.describe('short class names', () => {
  test('the whole sheet names each Tailwind class by its short name, and every page uses only those', async ({
    request,
  }) => {
    const { names } = await siteRenaming()
    const defined = definedClasses()
    // The frame's `mx-auto` is written by its short name in the sheet, never by its own.
    expect(names.get('mx-auto')).toMatch(/^[A-Z][A-Za-z0-9]?$/)
    expect(defined.has(names.get('mx-auto') ?? '')).toBe(true)
    expect(defined.has('mx-auto')).toBe(false)
    for (const route of [...PUBLIC_ROUTES, PREVIEW_UNAVAILABLE_ROUTE]) {
      const used = classesIn(await (await request.get(route.path)).text())
      expect(used.size, route.path).toBeGreaterThan(20)
      expect(
        [...used].filter((name) => !defined.has(name)),
        route.path,
      ).toEqual([])
    }
  })

  test('what the browser draws later uses the same names: the donation form and the phone menu', async ({ page }) => {
    const defined = definedClasses()
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    const withMenu = await classesOnPage(page)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await page.getByRole('button', { name: '$20', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    await expect(dialog.getByRole('button', { name: 'Donate $20' })).toBeEnabled()
    const withDialog = await classesOnPage(page)
    // The form brought classes the page had not used before.
    expect(withDialog.filter((name) => !withMenu.includes(name)).length).toBeGreaterThan(0)
    expect([...withMenu, ...withDialog].filter((name) => !defined.has(name))).toEqual([])
  })
})
