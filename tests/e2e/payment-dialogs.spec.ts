import { expect, test, type Page } from '@playwright/test'

import { LEARNER_MESSAGES, MESSAGES } from '../../lib/validation'
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
  test('one press shows every field to mend at once, and the focus goes to the first', async ({ page }) => {
    const { dialog } = await openDonation(page, '$20')
    await dialog.getByLabel('Email').fill('ama@')
    await dialog.getByLabel('First name (optional)').fill('A'.repeat(51))
    await dialog.getByRole('button', { name: 'Donate $20 by e-mail' }).click()
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible()
    await expect(dialog.getByText(MESSAGES.firstNameTooLong)).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await expect(dialog.getByLabel('First name (optional)')).toHaveAttribute('aria-invalid', 'true')
  })

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
    await expect(dialog.getByRole('button', { name: 'Donate $250 by e-mail' })).toBeEnabled()

    const custom = dialog.getByLabel('Custom amount (USD)')
    await custom.click()
    await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Donate by e-mail', exact: true })).toBeDisabled()

    await custom.fill('25.50')
    await expect(dialog.getByRole('button', { name: 'Donate $25.50 by e-mail' })).toBeEnabled()
    // Above 100000 is ignored: the field keeps what it had.
    await custom.fill('100001')
    await expect(custom).toHaveValue('25.50')
    // An amount the gift would be refused for is not offered on the button.
    await custom.fill('1.234')
    await expect(dialog.getByRole('button', { name: 'Donate by e-mail', exact: true })).toBeVisible()
    // Sent anyway, it is refused: the focus goes to the field, which is described by the reason.
    await dialog.getByLabel('Email').fill('family@example.com')
    await dialog.getByRole('button', { name: 'Donate by e-mail', exact: true }).click()
    await expect(custom).toBeFocused()
    await expect(custom).toHaveAccessibleDescription('Please enter a valid donation amount')
    await custom.fill('0')
    await expect(dialog.getByText(MESSAGES.invalidDonationAmount)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Donate by e-mail', exact: true })).toBeDisabled()

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
    await expect(dialog.getByRole('button', { name: 'Donate $20 by e-mail' })).toBeEnabled()

    // Typing in the field is what switches to a custom amount.
    await page.keyboard.press('Shift+Tab')
    await expect(custom).toBeFocused()
    await page.keyboard.type('35')
    await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Donate $35 by e-mail' })).toBeEnabled()
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

  test('checks the e-mail and names with their messages, then prepares the donation e-mail', async ({ page }) => {
    const { dialog } = await openDonation(page, 'Custom')
    await dialog.getByLabel('Custom amount (USD)').fill('40')
    const donate = dialog.getByRole('button', { name: 'Donate $40 by e-mail' })

    await donate.click()
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()

    await dialog.getByLabel('Email').fill(`${'a'.repeat(250)}@example.com`)
    await donate.click()
    await expect(dialog.getByText(MESSAGES.emailTooLong)).toBeVisible()

    await dialog.getByLabel('Email').fill('  Zawadi.Family@Example.com ')
    await dialog.getByLabel('First name (optional)').fill('N'.repeat(51))
    await donate.click()
    await expect(dialog.getByText(MESSAGES.firstNameTooLong)).toBeVisible()
    await expect(dialog.getByLabel('First name (optional)')).toBeFocused()
    await dialog.getByLabel('First name (optional)').fill('Zawadi')
    await dialog.getByLabel('Last name (optional)').fill('K'.repeat(51))
    await donate.click()
    await expect(dialog.getByText(MESSAGES.lastNameTooLong)).toBeVisible()
    await dialog.getByLabel('Last name (optional)').fill('Mwangi')

    await donate.click()
    await expect(dialog.getByRole('heading', { name: 'Your donation e-mail is ready' })).toBeFocused()
    const mail = dialog.getByRole('link', { name: `Open the e-mail to ${settings.contact.email}` })
    const href = (await mail.getAttribute('href')) ?? ''
    expect(href.startsWith(`mailto:${settings.contact.email}?subject=Donation%3A%20%2440%20`)).toBe(true)
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body') ?? ''
    expect(body).toContain('Thank you,\nZawadi Mwangi\nzawadi.family@example.com')
    await expect(page).toHaveURL(/\/$/)
    await expectNoAxeViolations(page)
  })
})

test.describe('enrolment dialog', () => {
  test('says first that payments go by e-mail, takes two children, and ends with the prepared e-mail', async ({
    page,
  }) => {
    await openPage(page, '/')
    const core = plans.find((plan) => plan.name === 'Core Only')
    expect(core).toBeDefined()
    const opener = page.getByRole('button', { name: 'Enroll Now Core Only' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Core Only' })
    // Before anything is typed, the family knows no payment is taken here.
    await expect(dialog.getByText('Payments are handled by e-mail on this site.')).toBeVisible()
    await expect(dialog).toContainText(`$${core?.monthlyPrice}/month per child`)

    const prepare = dialog.getByRole('button', { name: 'Prepare the enrolment e-mail' })
    await prepare.click()
    await expect(dialog.getByText(LEARNER_MESSAGES.nameRequired)).toBeVisible()
    await expect(dialog.getByText(LEARNER_MESSAGES.gradeRequired)).toBeVisible()
    await expect(dialog.getByLabel('First name of child 1')).toBeFocused()

    // No more can be typed than the learner's name may hold (40 characters).
    await dialog.getByLabel('First name of child 1').pressSequentially('N'.repeat(45))
    await expect(dialog.getByLabel('First name of child 1')).toHaveValue('N'.repeat(40))
    await dialog.getByLabel('First name of child 1').fill('Nia')
    await dialog.getByLabel('Grade band of child 1').selectOption({ label: 'Grades 3 to 5' })
    await dialog.getByRole('button', { name: 'Add another child' }).click()
    await expect(dialog.getByLabel('First name of child 2')).toBeFocused()
    await page.keyboard.type('Tau')
    await dialog.getByLabel('Grade band of child 2').selectOption({ label: 'Kindergarten to grade 2' })

    const total = dialog.getByRole('region', { name: 'First month' })
    await expect(total).toContainText('10 % off each child after the first.')
    await expect(total).toContainText('2 children × $350')
    await expect(total).toContainText('Sibling discount')
    await expect(dialog.getByTestId('enrolment-total')).toHaveText('$665')

    await prepare.click()
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await dialog.getByLabel('Email').fill('Parent@Example.com')
    await dialog.getByLabel('First name (optional)').fill('Zola')
    await prepare.click()

    await expect(dialog.getByRole('heading', { name: 'Your enrolment e-mail is ready' })).toBeFocused()
    const mail = dialog.getByRole('link', { name: `Open the e-mail to ${settings.contact.email}` })
    const href = (await mail.getAttribute('href')) ?? ''
    expect(href.startsWith(`mailto:${settings.contact.email}?`)).toBe(true)
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body') ?? ''
    expect(body).toContain('We would like to enroll in Core Only ($350/month per child).')
    expect(body).toContain('- Nia, Grades 3 to 5\n- Tau, Kindergarten to grade 2')
    expect(body).toContain('Total for the first month: $665')
    expect(body).toContain('parent@example.com')
    // No technical dead end after all that typing.
    await expect(dialog).not.toContainText('not available on this site')
    await expectNoAxeViolations(page)

    // Going back keeps what was typed.
    await dialog.getByRole('button', { name: 'Change the details' }).click()
    // The button goes away with the e-mail: the focus goes to the form, not to the page, and Tab enters it.
    await expect(dialog.getByRole('form', { name: 'Enroll in Core Only' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Remove child 1 (Nia)' })).toBeFocused()
    await expect(dialog.getByLabel('First name of child 2')).toHaveValue('Tau')
    await dialog.getByRole('button', { name: 'Remove child 2 (Tau)' }).click()
    await expect(dialog.getByTestId('enrolment-total')).toHaveText('$350')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('one press shows every problem at once: a child named twice, the e-mail and a name too long', async ({
    page,
  }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Enroll Now Core Only' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Core Only' })
    await dialog.getByLabel('First name of child 1').fill('Ama')
    await dialog.getByLabel('Grade band of child 1').selectOption({ label: 'Kindergarten to grade 2' })
    await dialog.getByRole('button', { name: 'Add another child' }).click()
    await dialog.getByLabel('First name of child 2').fill(' ama ')
    await dialog.getByLabel('Grade band of child 2').selectOption({ label: 'Kindergarten to grade 2' })
    await dialog.getByLabel('Email').fill('parent@')
    await dialog.getByLabel('First name (optional)').fill('Z'.repeat(51))

    const prepare = dialog.getByRole('button', { name: 'Prepare the enrolment e-mail' })
    await prepare.click()
    // Each child is one place paid for: the same name twice (case aside) is refused beside the second.
    await expect(dialog.getByText(LEARNER_MESSAGES.childNamedTwice)).toBeVisible()
    await expect(dialog.getByLabel('First name of child 2')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('First name of child 1')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible()
    await expect(dialog.getByText(MESSAGES.firstNameTooLong)).toBeVisible()
    await expect(dialog.getByLabel('First name of child 2')).toBeFocused()
    await expectNoAxeViolations(page)

    await dialog.getByLabel('First name of child 2').fill('Kofi')
    await prepare.click()
    await expect(dialog.getByText(LEARNER_MESSAGES.childNamedTwice)).toHaveCount(0)
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await expect(dialog.getByText(MESSAGES.firstNameTooLong)).toBeVisible()
  })

  test('a per-family plan shows one price for the whole family', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Enroll Now Electives Only' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Electives Only' })
    await dialog.getByRole('button', { name: 'Add another child' }).click()
    await dialog.getByRole('button', { name: 'Add another child' }).click()
    await expect(dialog.getByRole('region', { name: 'First month' })).toContainText('One price for the whole family.')
    await expect(dialog.getByTestId('enrolment-total')).toHaveText('$150')
  })
})
