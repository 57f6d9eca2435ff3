import { expect, test, type Page } from '@playwright/test'

import { COMMERCE_MESSAGES } from '../../lib/commerce/messages'
import { MESSAGES } from '../../lib/validation'
import { home, plans, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** The donation and enrolment dialogs on the site with no backend configured (local mode). */

async function openDonation(page: Page, amountButton: string) {
  await openPage(page, '/')
  const opener = page
    .getByRole('list', { name: 'Donation amounts' })
    .getByRole('button', { name: amountButton, exact: true })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
  await expect(dialog.getByRole('form', { name: 'Donation' })).toBeVisible()
  return { dialog, opener }
}

test.describe('donation dialog', () => {
  test('offers the CMS presets; a preset turns custom mode off and clicking the custom field turns it on', async ({
    page,
  }) => {
    const { dialog } = await openDonation(page, '$20')
    const presets = dialog.getByRole('group', { name: 'Choose an amount' }).getByRole('button')
    expect(home.donation.dialogPresetAmounts).toEqual([10, 20, 50, 100, 250, 500])
    await expect(presets).toHaveText(['$10', '$20', '$50', '$100', '$250', '$500'])
    await expect(dialog.getByRole('button', { name: '$20', exact: true })).toHaveAttribute('aria-pressed', 'true')

    await dialog.getByRole('button', { name: '$250', exact: true }).click()
    await expect(dialog.getByRole('button', { name: '$250', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(dialog.getByRole('button', { name: '$20', exact: true })).toHaveAttribute('aria-pressed', 'false')
    await expect(dialog.getByRole('button', { name: 'Donate $250' })).toBeEnabled()

    const custom = dialog.getByLabel('Custom amount (USD)')
    await custom.click()
    await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Donate', exact: true })).toBeDisabled()

    await custom.fill('25.50')
    await expect(dialog.getByRole('button', { name: 'Donate $25.50' })).toBeEnabled()
    // Above 100000 is ignored: the field keeps what it had.
    await custom.fill('100001')
    await expect(custom).toHaveValue('25.50')
    await custom.fill('0')
    await expect(dialog.getByText(MESSAGES.invalidDonationAmount)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Donate', exact: true })).toBeDisabled()

    await dialog.getByRole('button', { name: '$50', exact: true }).click()
    await expect(custom).toHaveValue('')
    await expect(dialog.getByText(MESSAGES.invalidDonationAmount)).toHaveCount(0)
  })

  test('by keyboard, tabbing through the custom field on the way to Email keeps the $20 and Donate enabled', async ({
    page,
  }) => {
    const { dialog } = await openDonation(page, '$20')
    const twenty = dialog.getByRole('button', { name: '$20', exact: true })
    const custom = dialog.getByLabel('Custom amount (USD)')
    const email = dialog.getByLabel('Email')
    await expect(twenty).toHaveAttribute('aria-pressed', 'true')
    await dialog.getByRole('button', { name: '$500', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(custom).toBeFocused()
    await expect(twenty).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
    await page.keyboard.type('family@example.com')
    await expect(twenty).toHaveAttribute('aria-pressed', 'true')
    await expect(custom).toHaveValue('')
    await expect(dialog.getByRole('button', { name: 'Donate $20' })).toBeEnabled()

    // Typing in the field is what switches to a custom amount.
    await page.keyboard.press('Shift+Tab')
    await expect(custom).toBeFocused()
    await page.keyboard.type('35')
    await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Donate $35' })).toBeEnabled()
  })

  test('the page behind an open dialog does not scroll, and keeps its place and width', async ({ page }) => {
    await openPage(page, '/')
    const amounts = page.getByRole('list', { name: 'Donation amounts' })
    await amounts.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }))
    expect(before.y).toBeGreaterThan(0)
    await amounts.getByRole('button', { name: '$50', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    await expect(dialog.getByRole('form', { name: 'Donation' })).toBeVisible()

    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 900)
    await page.keyboard.press('End')
    expect(await page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }))).toEqual(
      before,
    )
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('visible')
    expect(await page.evaluate(() => window.scrollY)).toBe(before.y)
  })

  test('checks the e-mail and names with their messages, then says donations are not configured', async ({ page }) => {
    const { dialog } = await openDonation(page, 'Custom')
    await dialog.getByLabel('Custom amount (USD)').fill('40')
    const donate = dialog.getByRole('button', { name: 'Donate $40' })

    await donate.click()
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible()

    await dialog.getByLabel('Email').fill(`${'a'.repeat(250)}@example.com`)
    await donate.click()
    await expect(dialog.getByText(MESSAGES.emailTooLong)).toBeVisible()

    await dialog.getByLabel('Email').fill('  Zawadi.Family@Example.com ')
    await dialog.getByLabel('First name (optional)').fill('N'.repeat(51))
    await donate.click()
    await expect(dialog.getByText(MESSAGES.firstNameTooLong)).toBeVisible()
    await dialog.getByLabel('First name (optional)').fill('Zawadi')
    await dialog.getByLabel('Last name (optional)').fill('K'.repeat(51))
    await donate.click()
    await expect(dialog.getByText(MESSAGES.lastNameTooLong)).toBeVisible()
    await dialog.getByLabel('Last name (optional)').fill('Mwangi')

    await donate.click()
    const notice = dialog
      .getByRole('alert')
      .filter({ hasText: 'Online donations are not configured on this site yet.' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
      'href',
      `mailto:${settings.contact.email}`,
    )
    await expect(page).toHaveURL(/\/$/)
    await expectNoAxeViolations(page)
  })
})

test.describe('enrolment dialog', () => {
  test('Enroll Now opens the plan’s form with its CMS price; it validates and says payments are not configured', async ({
    page,
  }) => {
    await openPage(page, '/')
    const full = plans.find((plan) => plan.name === 'Full Program')
    expect(full).toBeDefined()
    const opener = page.getByRole('button', { name: 'Enroll Now Full Program' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Full Program' })
    await expect(dialog).toContainText(`$${full?.monthlyPrice}/month`)

    const pay = dialog.getByRole('button', { name: 'Continue to payment' })
    await pay.click()
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible()

    await dialog.getByLabel('Email').fill('parent@example.com')
    await pay.click()
    await expect(dialog.getByRole('alert')).toHaveText(COMMERCE_MESSAGES.paymentsNotConfigured)
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})
