import { expect, test, type Locator, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../lib/commerce/messages'
import { products, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/**
 * Local mode (no payment service): every way to pay says first that payments are handled by e-mail, and ends
 * with the same prepared e-mail to the school instead of an error.
 */

const SHOP = '/homeschool-materials'
const NOTICE = 'Payments are handled by e-mail on this site.'
const openMail = `Open the e-mail to ${settings.contact.email}`

/** What a mail app receives from the prepared e-mail's link. */
async function preparedEmail(link: Locator) {
  const href = (await link.getAttribute('href')) ?? ''
  expect(href.startsWith(`mailto:${settings.contact.email}?`)).toBe(true)
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1))
  return { subject: params.get('subject') ?? '', body: params.get('body') ?? '' }
}

/** No toast or notice calls this intended configuration an error. */
async function expectNoErrorMessage(page: Page) {
  await expect(page.getByText(/\bError\b|not available on this site/)).toHaveCount(0)
  await expect(page.getByText(COMMERCE_MESSAGES.checkoutFailed.title)).toHaveCount(0)
}

const instant = products.find((product) => product.instant_download && product.price > 0)!
const free = products.find((product) => product.instant_download && product.price === 0)!

test('/programs: Select says payments go by e-mail before a field is filled; the e-mail carries plan and children', async ({
  page,
}) => {
  await openPage(page, '/programs')
  await page.getByRole('button', { name: 'Select Core Only' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enroll in Core Only' })
  await expect(dialog.getByText(NOTICE)).toBeVisible()
  await expect(dialog.getByLabel('First name of child 1')).toHaveValue('')
  // Nothing is paid here, so the address is not promised a receipt yet.
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
    'We reply to this address, and send your receipt there once you have paid.',
  )

  await dialog.getByLabel('First name of child 1').fill('Amara')
  await dialog.getByLabel('Grade band of child 1').selectOption({ label: 'Grades 6 to 8' })
  await dialog.getByLabel('Email').fill('family@example.org')
  await dialog.getByRole('button', { name: 'Prepare the enrolment e-mail' }).click()
  const mail = await preparedEmail(dialog.getByRole('link', { name: openMail }))
  expect(mail.subject).toBe('Enrolment: Core Only for 1 child')
  expect(mail.body).toContain('- Amara, Grades 6 to 8')
  await expectNoErrorMessage(page)
})

test('donation: the notice comes before any field; the prepared e-mail carries the amount', async ({ page }) => {
  await openPage(page, '/')
  await page.getByRole('list', { name: 'Donation amounts' }).getByRole('button', { name: '$50', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
  await expect(dialog.getByText(NOTICE)).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveValue('')
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(/^We reply to this address/)

  await dialog.getByLabel('Email').fill('Donor@Example.org')
  await dialog.getByLabel('First name (optional)').fill('Kofi')
  await dialog.getByRole('button', { name: 'Donate $50 by e-mail' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your donation e-mail is ready' })).toBeFocused()
  const mail = await preparedEmail(dialog.getByRole('link', { name: openMail }))
  expect(mail.subject).toBe('Donation: $50 to the scholarship fund')
  expect(mail.body).toContain('We would like to give $50 to the scholarship fund.')
  expect(mail.body).toContain('Kofi\ndonor@example.org')
  await expectNoErrorMessage(page)
  await expectNoAxeViolations(page)

  // Going back keeps the chosen amount.
  await dialog.getByRole('button', { name: 'Change the details' }).click()
  await expect(dialog.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true')
  // The focus goes to the form, not to the page, and Tab enters it at the first amount.
  await expect(dialog.getByRole('form', { name: 'Donation' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('group', { name: 'Choose an amount' }).getByRole('button').first()).toBeFocused()
})

test.describe('shop', () => {
  test('says payments go by e-mail before anything is chosen; Checkout prepares the order e-mail', async ({ page }) => {
    await openPage(page, SHOP)
    await expect(page.getByText(NOTICE)).toBeVisible()

    const [first, second] = products
    await page.getByRole('button', { name: `Add to cart: ${first!.title}` }).click()
    await page.getByRole('button', { name: `Add to cart: ${second!.title}` }).click()
    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click()

    const dialog = page.getByRole('dialog', { name: 'Order by e-mail' })
    await expect(dialog.getByText(NOTICE)).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Your order e-mail is ready' })).toBeFocused()
    const mail = await preparedEmail(dialog.getByRole('link', { name: openMail }))
    expect(mail.subject).toBe('Order: 2 items from the shop')
    expect(mail.body).toContain(`- ${first!.title}, $${first!.price.toFixed(2)}`)
    expect(mail.body).toContain(`- ${second!.title}, $${second!.price.toFixed(2)}`)
    expect(mail.body).toContain(`Total: $${(first!.price + second!.price).toFixed(2)}`)
    await expectNoErrorMessage(page)
    await expectNoAxeViolations(page)

    // Tab reaches the fold-out for a family without a mail app, opens it, then wraps to the close button.
    const copy = dialog.getByText('No mail app? Copy the message')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('link', { name: openMail })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(copy).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.getByText(`subject “${mail.subject}”`)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close order dialog' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(copy).toBeFocused()

    // The cart is kept: the family may still change it before sending. The first opening on the page gives the
    // focus back to Checkout too (it was lost while the dialog's code loaded).
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('cart-summary')).toContainText('Cart: 2 items')
    await expect(page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' })).toBeFocused()
  })

  test('Buy & download prepares the e-mail for that one product', async ({ page }) => {
    await openPage(page, SHOP)
    await page.getByRole('button', { name: `Buy & download: ${instant.title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Order by e-mail' })
    const mail = await preparedEmail(dialog.getByRole('link', { name: openMail }))
    expect(mail.subject).toBe(`Order: ${instant.title}`)
    expect(mail.body).toContain(`- ${instant.title}, $${instant.price.toFixed(2)}`)
    await expectNoErrorMessage(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: `Buy & download: ${instant.title}` })).toBeFocused()
  })

  test('Get it free prepares the e-mail for the free product', async ({ page }) => {
    await openPage(page, SHOP)
    await page.getByRole('button', { name: `Get it free: ${free.title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Order by e-mail' })
    const mail = await preparedEmail(dialog.getByRole('link', { name: openMail }))
    expect(mail.subject).toBe(`Free download: ${free.title}`)
    expect(mail.body).toContain(`- ${free.title}, Free`)
    await expectNoErrorMessage(page)
  })

  test('the cart bar appears with the first item; a product added twice is there once', async ({ page }) => {
    await openPage(page, SHOP)
    const bar = page.getByRole('region', { name: 'Cart' })
    await expect(bar).toHaveCount(0)

    const [first] = products
    const add = page.getByRole('button', { name: `Add to cart: ${first!.title}` })
    await add.click()
    await expect(bar).toBeVisible()
    await expect(page.getByTestId('cart-summary')).toHaveText(`Cart: 1 item · $${first!.price.toFixed(2)}`)

    await add.click()
    const already = page.getByRole('status').filter({ hasText: COMMERCE_MESSAGES.alreadyInCart })
    await expect(already).toBeVisible()
    await expect(already).toContainText(first!.title)
    await expect(page.getByTestId('cart-summary')).toHaveText(`Cart: 1 item · $${first!.price.toFixed(2)}`)
    await page.getByTestId('cart-summary').click()
    await expect(bar.getByRole('list', { name: 'Items in your cart' })).toContainText(`1 × $${first!.price.toFixed(2)}`)
    await expectNoErrorMessage(page)

    await bar.getByRole('button', { name: 'Clear' }).click()
    await expect(bar).toHaveCount(0)
    // The bar left with the focused button: the keyboard carries on from the page, not from the document's start.
    await expect(page.getByRole('main')).toBeFocused()
  })
})
