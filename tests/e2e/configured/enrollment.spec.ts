import { expect, test } from '@playwright/test'

import { HOOKS } from '../../../scripts/configured/endpoints'
import { watchPageProblems } from '../../support/csp-watch'
import { openPage } from '../../support/e2e-page'
import { answerCheckoutPages } from './checkout-page'

/**
 * Enrolment on the configured build, as a guest with two children: the dialog calls the real create-payment
 * through the browser's Supabase client (CORS, anon key), which prices the plan from the Stripe stand-in (the
 * Full Program's $500) and the CMS fixture's rule (per child, 15 % off each child after the first), and the
 * browser goes to the payment page. Once paid, /enrollment-success lists the children.
 */
interface SessionsAnswer {
  sessions: { id: string; amountTotal: number; order: { kind: string; status: string; email: string | null } | null }[]
}

test('a guest enrols two children in the Full Program, pays the sibling-discounted total and sees them listed', async ({
  page,
}) => {
  const problems = await watchPageProblems(page)
  await answerCheckoutPages(page)
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Enroll Now Full Program' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enroll in Full Program' })
  await expect(dialog.getByText('Payments are handled by e-mail on this site.')).toHaveCount(0)
  await dialog.getByLabel('First name of child 1').fill('Abena')
  await dialog.getByLabel('Grade band of child 1').selectOption({ label: 'Grades 6 to 8' })
  await dialog.getByRole('button', { name: 'Add another child' }).click()
  await dialog.getByLabel('First name of child 2').fill('Yaw')
  await dialog.getByLabel('Grade band of child 2').selectOption({ label: 'Kindergarten to grade 2' })
  await expect(dialog.getByTestId('enrolment-total')).toHaveText('$925')

  const email = `guest.${Date.now()}@example.com`
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('First name (optional)').fill('Kofi')
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  // A Content-Security-Policy refusal of the stand-in's origin would stop here (no payment page).
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\//)
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? ''

  const listed = (await (await page.request.get(HOOKS.stripeSessions)).json()) as SessionsAnswer
  expect(listed.sessions.find((session) => session.id === sessionId)).toMatchObject({
    amountTotal: 50000 + 42500,
    order: { kind: 'enrollment', status: 'pending', email },
  })
  expect(problems.consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([])

  expect((await page.request.post(HOOKS.stripeComplete, { data: { sessionId } })).status()).toBe(200)
  await openPage(page, `/enrollment-success?session_id=${sessionId}`)
  await expect(page.getByText('Payment confirmed')).toBeVisible()
  // Paid: the page now welcomes and thanks the family.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Sankofa Academy!')
  await expect(page.getByText('Thank you for enrolling.', { exact: false })).toBeVisible()
  const children = page.getByRole('region', { name: 'Your children' })
  await expect(children.getByRole('listitem')).toHaveText(['Abena · Grades 6 to 8', 'Yaw · Kindergarten to grade 2'])
})
