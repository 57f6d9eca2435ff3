import { expect, test, type Page } from '@playwright/test'

import { CART_STORAGE_KEY } from '../../../lib/commerce/cart'
import { COMMERCE_MESSAGES } from '../../../lib/commerce/messages'
import { MESSAGES } from '../../../lib/validation'
import { HOOKS, STAND_IN_URL } from '../../../scripts/configured/endpoints'
import { watchPageProblems } from '../../support/csp-watch'
import { products } from '../../support/e2e-content'
import { openPage } from '../../support/e2e-page'
import { recordFunctionCalls } from '../../support/page-fetches'
import { answerCheckoutPages } from './checkout-page'

/**
 * Money journeys on the configured build, through the real create-donation / create-payment / stripe-webhook
 * handlers: what the Stripe stand-in is asked to charge is what the server computed, never the browser's figure.
 */
interface SessionsAnswer {
  sessions: {
    id: string
    amountTotal: number
    cancelUrl: string | null
    order: { kind: string; status: string; email: string | null } | null
  }[]
}

async function sessionOf(page: Page): Promise<{ id: string; session: SessionsAnswer['sessions'][number] | undefined }> {
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\//)
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  const listed = (await (await page.request.get(HOOKS.stripeSessions)).json()) as SessionsAnswer
  return { id, session: listed.sessions.find((session) => session.id === id) }
}

/** Opens the donation dialog on the home page, fills a custom amount and the e-mail, and presses Donate. */
async function donate(page: Page, amount: string, email: string) {
  await openPage(page, '/')
  await page.getByRole('list', { name: 'Donation amounts' }).getByRole('button', { name: 'Custom' }).click()
  const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
  await dialog.getByLabel('Custom amount (USD)').fill(amount)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: `Donate $${amount}` }).click()
  return dialog
}

test('a cart of two products, Checkout clicked twice, is one order at the table prices; /payment-success follows the webhook', async ({
  page,
}) => {
  const problems = await watchPageProblems(page)
  await answerCheckoutPages(page)
  const [first, second] = products.filter((product) => product.price > 0)
  await openPage(page, '/homeschool-materials')
  await page.getByRole('button', { name: `Add to cart: ${first!.title}` }).click()
  await page.getByRole('button', { name: `Add to cart: ${second!.title}` }).click()
  // Online payments on this build: no e-mail notice, Checkout goes to the payment page.
  await expect(page.getByText('Payments are handled by e-mail on this site.')).toHaveCount(0)
  // A double click is one order: the second click comes before the button is drawn disabled.
  const orders = recordFunctionCalls(page, 'create-payment')
  await page.getByRole('button', { name: 'Checkout' }).dblclick()

  const { id, session } = await sessionOf(page)
  expect(orders).toHaveLength(1)
  expect(session).toMatchObject({
    amountTotal: Math.round(first!.price * 100) + Math.round(second!.price * 100),
    order: { kind: 'cart', status: 'pending' },
  })

  // Back from the payment page before the webhook: the page waits, then shows the payment once it is paid.
  await openPage(page, `/payment-success?session_id=${encodeURIComponent(id)}`)
  await expect(page.getByRole('heading', { name: 'Confirming your payment...' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment confirmation')
  expect((await page.request.post(HOOKS.stripeComplete, { data: { sessionId: id } })).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you')
  expect(await problems.violations()).toEqual([])

  // The cart paid for is emptied, and only once: a new cart outlives a second visit to this confirmation.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull()
  await openPage(page, '/homeschool-materials')
  await expect(page.getByRole('region', { name: 'Cart' })).toHaveCount(0)
  await page.getByRole('button', { name: `Add to cart: ${first!.title}` }).click()
  await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible()
  await openPage(page, `/payment-success?session_id=${encodeURIComponent(id)}`)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible()
  // The emptying would follow the paid answer within a task: give it the page's quiet moment to happen.
  await page.waitForLoadState('networkidle')
  await openPage(page, '/homeschool-materials')
  await expect(page.getByRole('region', { name: 'Cart' }).getByText('1 item')).toBeVisible()
})

test('leaving the payment page without paying brings the family back to the shop, cart and all, told nothing was charged', async ({
  page,
}) => {
  await answerCheckoutPages(page)
  const [product] = products.filter((item) => item.price > 0)
  await openPage(page, '/homeschool-materials')
  await page.getByRole('button', { name: `Add to cart: ${product!.title}` }).click()
  await page.getByRole('button', { name: 'Checkout' }).click()
  const { session } = await sessionOf(page)
  // The payment page's back link: the cancel URL create-payment gave Stripe.
  await openPage(page, session!.cancelUrl!)
  const { title, description } = COMMERCE_MESSAGES.checkoutCancelled
  await expect(page.getByRole('status').filter({ hasText: title }).filter({ hasText: description })).toBeVisible()
  await expect(page).toHaveURL(/\/homeschool-materials$/)
  await expect(page.getByRole('region', { name: 'Cart' }).getByText('1 item')).toBeVisible()
})

test('/payment-success thanks no one for a link with no order, or with an order that does not exist', async ({
  page,
}) => {
  for (const [path, message] of [
    ['/payment-success', 'This link has no order reference'],
    ['/payment-success?session_id=cs_test_noSuchOrder42', 'We could not find this order'],
  ] as const) {
    await openPage(page, path)
    await expect(page.getByRole('heading', { name: message })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment confirmation')
    await expect(page.getByText('Thank you')).toHaveCount(0)
  }
})

test('a paid donation leaves the cart as it was', async ({ page }) => {
  await answerCheckoutPages(page)
  const [product] = products.filter((item) => item.price > 0)
  await openPage(page, '/homeschool-materials')
  await page.getByRole('button', { name: `Add to cart: ${product!.title}` }).click()
  await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible()
  await donate(page, '30', `donor.cart.${Date.now()}@example.com`)
  const { id } = await sessionOf(page)
  expect((await page.request.post(HOOKS.stripeComplete, { data: { sessionId: id } })).status()).toBe(200)
  await openPage(page, `/payment-success?session_id=${encodeURIComponent(id)}`)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await openPage(page, '/homeschool-materials')
  await expect(page.getByRole('region', { name: 'Cart' }).getByText('1 item')).toBeVisible()
})

test('a custom donation reaches the payment provider with the amount the server validated', async ({ page }) => {
  await answerCheckoutPages(page)
  // The toast lives 100 ms before the browser leaves for the payment page: record it as it appears.
  const announced: string[] = []
  await page.exposeFunction('recordAnnouncement', (text: string) => void announced.push(text))
  await page.addInitScript(() => {
    const record = (window as unknown as { recordAnnouncement: (text: string) => void }).recordAnnouncement
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) if (node.textContent) record(node.textContent)
    }).observe(document, { childList: true, subtree: true })
  })
  await openPage(page, '/')
  await page.getByRole('list', { name: 'Donation amounts' }).getByRole('button', { name: 'Custom' }).click()
  const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
  await dialog.getByLabel('Custom amount (USD)').fill('25.50')
  const email = `donor.${Date.now()}@example.com`
  await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `)
  await dialog.getByRole('button', { name: 'Donate $25.50' }).click()

  const { session } = await sessionOf(page)
  expect(announced.join('\n')).toContain(COMMERCE_MESSAGES.redirectingToDonation.title)
  expect(announced.join('\n')).toContain(COMMERCE_MESSAGES.redirectingToDonation.description)
  expect(session).toMatchObject({ amountTotal: 2550, order: { kind: 'donation', status: 'pending', email } })
})

for (const { what, field, value, message } of [
  { what: 'price', field: 'productPrice', value: 1, message: MESSAGES.planPriceChanged },
  { what: 'total', field: 'expectedTotal', value: 350, message: MESSAGES.enrolmentTotalChanged },
]) {
  test(`an enrolment whose ${what} was tampered with in the browser is refused with the server’s message`, async ({
    page,
  }) => {
    await page.route(`${STAND_IN_URL}/functions/v1/create-payment`, async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, [field]: value }) })
    })
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Enroll Now Core Only' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Core Only' })
    await dialog.getByLabel('First name of child 1').fill('Nia')
    await dialog.getByLabel('Grade band of child 1').selectOption({ label: 'Grades 3 to 5' })
    // Two children of a per-child plan with a sibling discount: the total the dialog shows is not one price.
    await dialog.getByRole('button', { name: 'Add another child' }).click()
    await dialog.getByLabel('First name of child 2').fill('Tau')
    await dialog.getByLabel('Grade band of child 2').selectOption({ label: 'Kindergarten to grade 2' })
    await dialog.getByLabel('Email').fill(`parent.tamper.${what}@example.com`)
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(message)
    await expect(page).toHaveURL(/\/$/)
  })
}

test('a donation the payment service never answers gives the button back, says nothing was charged, and the next try goes', async ({
  page,
}) => {
  await answerCheckoutPages(page)
  await page.clock.install()
  let hold = true
  await page.route(`${STAND_IN_URL}/functions/v1/create-donation`, (route) =>
    hold && route.request().method() === 'POST' ? undefined : route.fallback(),
  )
  const dialog = await donate(page, '30', `donor.waiting.${Date.now()}@example.com`)
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeVisible()

  // Half a minute with no answer: the request is given up.
  await page.clock.fastForward('00:31')
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to create donation session. The payment service did not answer, and nothing was charged. Check your internet connection and try again.',
  )
  const donateAgain = dialog.getByRole('button', { name: 'Donate $30' })
  await expect(donateAgain).not.toHaveAttribute('aria-disabled')

  hold = false
  await page.clock.resume()
  await donateAgain.click()
  const { session } = await sessionOf(page)
  expect(session).toMatchObject({ amountTotal: 3000, order: { kind: 'donation', status: 'pending' } })
})

test('a cart the server refuses because an item is no longer sold says so before "Please try again."', async ({
  page,
}) => {
  const [product] = products.filter((item) => item.price > 0)
  await page.route(`${STAND_IN_URL}/functions/v1/create-payment`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'One or more items in your cart are no longer available' }),
        })
      : route.fallback(),
  )
  await openPage(page, '/homeschool-materials')
  await page.getByRole('button', { name: `Add to cart: ${product!.title}` }).click()
  await page.getByRole('button', { name: 'Checkout' }).click()
  await expect(
    page.getByText('One or more items in your cart are no longer available. Please try again.', { exact: true }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/homeschool-materials$/)
})

test('a checkout left before paying: a failed read is asked again, and the page promises a receipt only for a payment made', async ({
  page,
}) => {
  await answerCheckoutPages(page)
  await donate(page, '15', `donor.left.${Date.now()}@example.com`)
  const { id } = await sessionOf(page)

  // The first read of the order fails, as on a dropped connection.
  let refused = 0
  await page.route(`${STAND_IN_URL}/rest/v1/rpc/get_order_summary`, (route) => {
    if (refused > 0 || route.request().method() !== 'POST') return route.fallback()
    refused += 1
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"upstream timeout"}' })
  })
  await page.clock.install()
  await openPage(page, `/payment-success?session_id=${encodeURIComponent(id)}`)
  await expect(page.getByRole('heading', { name: 'Confirming your payment...' })).toBeVisible()
  expect(refused).toBe(1)
  await expect(page.getByText('We could not check your order right now')).toHaveCount(0)

  await page.clock.fastForward('00:31')
  await expect(page.getByRole('heading', { name: 'Your payment is still being confirmed' })).toBeVisible()
  await expect(
    page.getByText(
      'This can take a minute. Refresh this page shortly. If you completed the payment, your receipt will also arrive by e-mail; if you left the payment page before paying, nothing was charged.',
    ),
  ).toBeVisible()
})
