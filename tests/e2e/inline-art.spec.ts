import { expect, test, type Page } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../lib/routes'
import { home, settings } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'

/**
 * Above-the-fold art arrives inside the page's HTML as a data: URI, once: the server draws it from the art's text,
 * and the page's RSC payload names it by its address only (docs/architecture.md#rendering). The home hero and the
 * shop's first card are such art.
 */
const DATA_URI = 'data:image/svg+xml,'
/** Where the page's RSC payload starts: Next writes it after the HTML, as inline scripts. */
const PAYLOAD = '<script>self.__next_f.push('

function split(document: string) {
  const at = document.indexOf(PAYLOAD)
  expect(at).toBeGreaterThan(0)
  return { html: document.slice(0, at), payload: document.slice(at) }
}

const copiesOf = (text: string, needle: string) => text.split(needle).length - 1

const drawn = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .first()
    .evaluate((image: HTMLImageElement) => ({ src: image.getAttribute('src'), width: image.naturalWidth }))

test('the home hero is in the HTML once, not in the payload, and stays drawn from it once the page runs', async ({
  page,
  request,
}) => {
  const { html, payload } = split(await (await request.get('/')).text())
  expect(copiesOf(html, DATA_URI)).toBe(1)
  expect(payload).not.toContain(DATA_URI)

  await openPage(page, '/')
  const hero = await drawn(page, home.hero.image.alt)
  expect(hero.src).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  expect(hero.width).toBeGreaterThan(0)
})

test('a move to the home page from another page draws the hero from its address', async ({ page }) => {
  await openPage(page, '/about')
  await page.getByRole('link', { name: `${settings.title} home` }).click()
  await expect(page).toHaveURL('/')
  const image = page.getByRole('img', { name: home.hero.image.alt, exact: true })
  await expect(image).toHaveAttribute('src', /^\/fixture-images\/.+\.svg$/)
  await expect.poll(async () => (await drawn(page, home.hero.image.alt)).width).toBeGreaterThan(0)
})

test('the shop draws its first card from its HTML, and its payload does not carry its art', async ({ request }) => {
  const { html, payload } = split(await (await request.get('/homeschool-materials')).text())
  expect(copiesOf(html, DATA_URI)).toBe(1)
  expect(payload).not.toContain(DATA_URI)
})

test('no public page carries art in its payload', async ({ request }) => {
  for (const route of PUBLIC_ROUTES) {
    const { payload } = split(await (await request.get(route.path)).text())
    expect(payload, route.path).not.toContain(DATA_URI)
  }
})
