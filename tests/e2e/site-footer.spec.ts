import { expect, test } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../lib/routes'
import { settings } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'
import { nextPrefetchOf } from '../support/page-fetches'

/**
 * The footer is in each page's HTML and not in its RSC payload: the server draws it while it renders the HTML, and
 * the browser keeps that HTML (docs/architecture.md#rendering). Its links still move inside the app.
 */
const PAYLOAD = '<script>self.__next_f.push('

function split(document: string) {
  const at = document.indexOf(PAYLOAD)
  expect(at).toBeGreaterThan(0)
  return { html: document.slice(0, at), payload: document.slice(at) }
}

test("every public page's footer is in its HTML and not in its payload", async ({ request }) => {
  for (const route of PUBLIC_ROUTES) {
    const { html, payload } = split(await (await request.get(route.path)).text())
    // A heading and the ids of the footer's sections: nothing but the footer says them.
    for (const text of ['Standards and recognition', 'footer-about', 'footer-quick']) {
      expect(html, `${route.path}: ${text}`).toContain(text)
      expect(payload, `${route.path}: ${text}`).not.toContain(text)
    }
  }
})

test('the footer stays as the server drew it once the page runs, and its links move inside the app', async ({
  page,
}) => {
  await openPage(page, '/about')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Standards and recognition' })).toBeVisible()
  await expect(footer.getByRole('link', { name: settings.contact.email })).toBeVisible()

  // A mark on the window survives a move inside the app and not a page load.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
  const link = footer.getByRole('link', { name: 'Blog', exact: true })
  const prefetch = nextPrefetchOf(page, '/blog')
  await link.hover()
  await prefetch
  await link.click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true)
  // The footer is the same element, still whole, on the next page.
  await expect(footer.getByRole('heading', { name: 'Standards and recognition' })).toBeVisible()
})

test('a link that opens elsewhere is left to the browser', async ({ page }) => {
  await openPage(page, '/about')
  const social = settings.socialLinks[0]!
  const link = page.getByRole('contentinfo').getByRole('link', { name: `${social.label} (opens in a new tab)` })
  // The browser opens the other site in a new tab; this tab stays where it was.
  await page
    .context()
    .route('**/*', (route) =>
      new URL(route.request().url()).host === new URL(social.url).host
        ? route.fulfill({ body: 'elsewhere' })
        : route.continue(),
    )
  const opened = page.context().waitForEvent('page')
  await link.click()
  expect((await opened).url()).toBe(social.url)
  await expect(page).toHaveURL(/\/about$/)
})

test('the page for an unknown address, drawn by the browser, asks the server for the footer', async ({ page }) => {
  const response = await openPage(page, '/no-such-page')
  expect(response?.status()).toBe(404)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
    'href',
    `mailto:${settings.contact.email}`,
  )
  await expect(footer.getByRole('heading', { name: 'Standards and recognition' })).toBeVisible()
  await footer.getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
})
