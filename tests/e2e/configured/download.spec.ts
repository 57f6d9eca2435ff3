import { expect, test } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../../lib/commerce/messages'
import { AUTH_MESSAGES } from '../../../lib/validation'
import { HOOKS, STAND_IN_URL } from '../../../scripts/configured/endpoints'
import { watchPageProblems } from '../../support/csp-watch'
import { expectNoAxeViolations, openPage } from '../../support/e2e-page'
import { recordFunctionCalls } from '../../support/page-fetches'
import { createAccount, PASSWORD, signUpAndLogIn } from './account'
import { answerCheckoutPages } from './checkout-page'

/**
 * Instant download on the configured build: create-payment (the real handler) prices the product from the
 * table, the browser goes to the payment page (answered here: the Stripe stand-in's URLs are not real), a signed
 * checkout.session.completed reaches the real webhook, and the confirmation page hands out a real PDF.
 */
const PRODUCT = { title: 'Kiswahili Picture Flashcards: Greetings & Numbers', cents: 499 }

interface SessionsAnswer {
  sessions: { id: string; amountTotal: number; order: { kind: string; status: string } | null }[]
}

test('a signed-in family buys an instant download (one order, though clicked twice), pays, and downloads the PDF', async ({
  page,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  await signUpAndLogIn(page, `buyer.${testInfo.workerIndex}.${Date.now()}@example.com`)
  await answerCheckoutPages(page)

  await openPage(page, '/homeschool-materials')
  // A double click is one order: the second click comes before the button is drawn disabled.
  const orders = recordFunctionCalls(page, 'create-payment')
  await page.getByRole('button', { name: `Buy & download: ${PRODUCT.title}` }).dblclick()
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\//)
  expect(orders).toHaveLength(1)
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? ''

  const listed = (await (await page.request.get(HOOKS.stripeSessions)).json()) as SessionsAnswer
  expect(listed.sessions.find((session) => session.id === sessionId)).toMatchObject({
    amountTotal: PRODUCT.cents,
    order: { kind: 'instant_download', status: 'pending' },
  })
  const completed = await page.request.post(HOOKS.stripeComplete, { data: { sessionId } })
  expect(completed.status()).toBe(200)

  // Where Stripe sends the buyer back (success_url with the session id filled in).
  await openPage(page, `/digital-download?session_id=${encodeURIComponent(sessionId)}`)
  await expect(page.getByRole('heading', { name: 'Your download is ready' })).toBeVisible()
  // The connection drops as the link is asked for: the parent is told to check it before writing to support.
  const linkFunction = `${STAND_IN_URL}/functions/v1/generate-download-link`
  await page.route(linkFunction, (route) => route.abort('internetdisconnected'))
  const emptyTab = page.context().waitForEvent('page')
  await page.getByRole('button', { name: 'Download Now' }).click()
  await expect(
    page.getByText(
      'Unable to retrieve download link. Please contact support. The download service did not answer: check your internet connection and try again before you do.',
      { exact: true },
    ),
  ).toBeVisible()
  // The tab opened for the file closes again: the parent is left on this page with the message.
  const opened = await emptyTab
  await expect.poll(() => opened.isClosed()).toBe(true)
  await page.unroute(linkFunction)
  // A new tab asks for the signed file. Read the request, not the tab's URL: a browser without a PDF viewer
  // (the headless shell) downloads the file and leaves the tab blank. The tab opens at the press, before the link
  // is answered: browsers refuse a tab a page opens once it has waited for an answer.
  const seen: string[] = []
  page.context().once('page', () => seen.push('tab'))
  page.on('response', (response) => {
    if (response.url() === linkFunction && response.request().method() === 'POST') seen.push('link')
  })
  const popup = page.context().waitForEvent('page')
  const signedFile = page
    .context()
    .waitForEvent('request', (request) =>
      request.url().startsWith(`${STAND_IN_URL}/storage/v1/object/sign/product-files/`),
    )
  await page.getByRole('button', { name: 'Download Now' }).click()
  await popup
  // The button kept the focus while the link was prepared.
  await expect(page.getByRole('button', { name: 'Download Now' })).toBeFocused()
  const file = await page.request.get((await signedFile).url())
  expect(seen).toEqual(['tab', 'link'])
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect((await file.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')

  // The order on /account: on a phone all of it is on the screen, Download Now included; wider, in the table.
  await page.setViewportSize({ width: 390, height: 844 })
  await openPage(page, '/account')
  const order = page.getByRole('list', { name: 'Your orders, newest first' }).getByRole('listitem')
  await expect(order).toHaveCount(1)
  for (const text of ['Download', '$4.99', 'Paid']) await expect(order).toContainText(text)
  const download = (await order.getByRole('button', { name: /^Download Now/ }).boundingBox())!
  expect(download.x + download.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  const row = page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('row').nth(1)
  for (const text of ['Download', '$4.99', 'Paid']) await expect(row).toContainText(text)
  await expect(row.getByRole('button', { name: /^Download Now/ })).toBeVisible()
  expect(await problems.violations()).toEqual([])
})

test('a cart bought while signed in hands out each of its downloads, from the confirmation and from /account', async ({
  page,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  await signUpAndLogIn(page, `cart.${testInfo.workerIndex}.${Date.now()}@example.com`)
  await answerCheckoutPages(page)
  const GEOMETRY = 'Great Zimbabwe Geometry Explorations'
  // Sold in the shop, not as a file: the school sends it.
  const BRONZES = 'Benin Bronzes: Art History Unit Study'

  await openPage(page, '/homeschool-materials')
  for (const title of [PRODUCT.title, BRONZES, GEOMETRY])
    await page.getByRole('button', { name: `Add to cart: ${title}` }).click()
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\//)
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect((await page.request.post(HOOKS.stripeComplete, { data: { sessionId } })).status()).toBe(200)

  await openPage(page, `/payment-success?session_id=${encodeURIComponent(sessionId)}`)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your downloads' }).click()
  await expect(page).toHaveURL(new RegExp(`/digital-download\\?session_id=${sessionId}$`))
  await expect(page.getByRole('heading', { name: 'Your downloads are ready' })).toBeVisible()
  // The two files, in the cart's order; the unit study the school sends is not offered as a file.
  const list = page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem')
  await expect(list).toHaveCount(2)
  await expect(list.nth(0)).toContainText(PRODUCT.title)
  await expect(list.nth(1)).toContainText(GEOMETRY)
  await expectNoAxeViolations(page)

  const signedFile = page
    .context()
    .waitForEvent('request', (request) =>
      request.url().startsWith(`${STAND_IN_URL}/storage/v1/object/sign/product-files/math/great-zimbabwe-geometry.pdf`),
    )
  const popup = page.context().waitForEvent('page')
  await list
    .nth(1)
    .getByRole('button', { name: `Download Now ${GEOMETRY}` })
    .click()
  await popup
  const file = await page.request.get((await signedFile).url())
  expect((await file.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')

  // /account's Shop order leads back to the same list.
  await openPage(page, '/account')
  const row = page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('row').nth(1)
  for (const text of ['Shop', '$29.98', 'Paid']) await expect(row).toContainText(text)
  await expect(row.getByRole('link', { name: /^Downloads/ })).toHaveAttribute(
    'href',
    `/digital-download?session_id=${encodeURIComponent(sessionId)}`,
  )
  expect(await problems.violations()).toEqual([])
})

/** The catalogue's $0.00 instant download (lib/commerce/products.fixture.json). */
const FREE_PRODUCT = 'Adinkra Symbols Coloring & Meaning Book'

test('a free product: signed out, the card asks to sign in; signed in, Get it free, even clicked twice, is one download', async ({
  page,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  const email = `free.${testInfo.workerIndex}.${Date.now()}@example.com`
  await createAccount(page, email)

  await openPage(page, '/homeschool-materials')
  const card = page.getByRole('article', { name: FREE_PRODUCT })
  await expect(card.getByTestId('product-price')).toHaveText('Free')
  await card.getByRole('button', { name: `Get it free: ${FREE_PRODUCT}` }).click()
  const note = card.getByRole('alert')
  await expect(note).toContainText(COMMERCE_MESSAGES.freeDownloadSignIn)
  const signIn = note.getByRole('link', { name: 'Sign in or create an account' })
  await expect(signIn).toHaveAttribute('href', `/auth?next=${encodeURIComponent('/homeschool-materials')}`)
  await expect(page).toHaveURL(/\/homeschool-materials$/)

  // Signing in from the note comes back to the shop.
  await signIn.click()
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(AUTH_MESSAGES.welcomeBack)).toBeVisible()
  await expect(page).toHaveURL(/\/homeschool-materials$/)

  // A double click is one order: the second click comes before the button is drawn disabled.
  const orders = recordFunctionCalls(page, 'create-payment')
  await page.getByRole('button', { name: `Get it free: ${FREE_PRODUCT}` }).dblclick()
  await page.waitForURL(/\/digital-download\?session_id=free_[0-9a-f-]{36}$/)
  expect(orders).toHaveLength(1)
  await expect(page.getByRole('heading', { name: 'Your download is ready' })).toBeVisible()
  const signedFile = page
    .context()
    .waitForEvent('request', (request) =>
      request.url().startsWith(`${STAND_IN_URL}/storage/v1/object/sign/product-files/`),
    )
  const popup = page.context().waitForEvent('page')
  await page.getByRole('button', { name: 'Download Now' }).click()
  await popup
  // The button kept the focus while the link was prepared.
  await expect(page.getByRole('button', { name: 'Download Now' })).toBeFocused()
  const file = await page.request.get((await signedFile).url())
  expect(file.headers()['content-type']).toBe('application/pdf')

  // The same product through the cart: a free cart lands on its download too.
  await openPage(page, '/homeschool-materials')
  await page.getByRole('button', { name: `Add to cart: ${FREE_PRODUCT}` }).click()
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(/\/digital-download\?session_id=free_[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Your download is ready' })).toBeVisible()
  const lines = page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  await expect(lines).toContainText(FREE_PRODUCT)
  expect(await problems.violations()).toEqual([])
})
