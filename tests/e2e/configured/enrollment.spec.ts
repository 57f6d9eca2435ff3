import { expect, test } from '@playwright/test'

import { HOOKS } from '../../../scripts/configured/endpoints'
import { watchPageProblems } from '../../support/csp-watch'
import { openPage } from '../../support/e2e-page'

/**
 * Enrolment on the configured build, as a guest: the dialog calls the real create-payment through the
 * browser's Supabase client (CORS, anon key), which charges the plan's price as the Stripe stand-in holds it
 * (the CMS fixture's $500 for the Full Program), and the browser goes to the payment page.
 */
interface SessionsAnswer {
  sessions: { id: string; amountTotal: number; order: { kind: string; status: string; email: string | null } | null }[]
}

test('a guest enrols in the Full Program and is sent to pay the plan price', async ({ page }) => {
  const problems = await watchPageProblems(page)
  await page.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout (stand-in)</title><h1>Pay</h1>',
    }),
  )
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Enroll Now Full Program' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enroll in Full Program' })
  const email = `guest.${Date.now()}@example.com`
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('First name (optional)').fill('Kofi')
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  // A Content-Security-Policy refusal of the stand-in's origin would stop here (no payment page).
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\//)
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? ''

  const listed = (await (await page.request.get(HOOKS.stripeSessions)).json()) as SessionsAnswer
  expect(listed.sessions.find((session) => session.id === sessionId)).toMatchObject({
    amountTotal: 50000,
    order: { kind: 'enrollment', status: 'pending', email },
  })
  expect(problems.consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([])
})
