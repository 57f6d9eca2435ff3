import { expect, test, type Page } from '@playwright/test'

import { AUTH_MESSAGES } from '../../../lib/validation'
import { CONFIGURED_SITE_URL } from '../../../scripts/configured/endpoints'
import { watchPageProblems } from '../../support/csp-watch'
import { openPage } from '../../support/e2e-page'
import { createAccount, failSessionReading, logIn, signUpAndLogIn } from './account'

/**
 * /auth on the configured build: the browser talks to the Supabase stand-in (tests/support/site-backend),
 * so sign-up, login, the session cookie the server reads (proxy.ts) and logout all really happen.
 */
const PASSWORD = 'kente-cloth-2026'

const header = (page: Page) => page.getByRole('banner')
const accountButton = (page: Page) => header(page).getByRole('button', { name: 'Account' })

test('sign up, duplicate sign-up, wrong and right login, a session that survives reloads and /auth, then logout', async ({
  page,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  const email = `amara.${testInfo.workerIndex}.${Date.now()}@example.com`

  await openPage(page, '/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Confirm password').fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText(AUTH_MESSAGES.accountCreated)).toBeVisible()
  // The Login tab is chosen, with the new address filled in.
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await expect(login).toBeVisible()
  await expect(login.getByLabel('Email')).toHaveValue(email)

  // The same address again: Supabase answers a user without identities.
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Confirm password').fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(signUp.getByRole('alert')).toHaveText(AUTH_MESSAGES.alreadyRegistered)
  await expect(signUp.getByRole('button', { name: 'Sign Up' })).toBeFocused()

  await page.getByRole('tab', { name: 'Login' }).click()
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill('not-my-password')
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(login.getByRole('alert')).toHaveText('Invalid login credentials')
  await expect(page).toHaveURL(/\/auth$/)
  // The button kept the focus while it was busy, so the parent is still in the form.
  await expect(login.getByRole('button', { name: 'Login' })).toBeFocused()

  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(AUTH_MESSAGES.welcomeBack)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The header's Account disclosure: My family, then its one action, Logout; arrows move between them.
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false')
  await accountButton(page).click()
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator(`[id="${await accountButton(page).getAttribute('aria-controls')}"]`)
  await expect(menu.getByRole('button')).toHaveText(['Logout'])
  await expect(menu.getByRole('link')).toHaveText(['My family'])
  await expect(menu.getByRole('link', { name: 'My family' })).toHaveAttribute('href', '/account')
  await expect(menu.getByText(`Signed in as ${email}`)).toBeVisible()
  await expect(menu.getByRole('link', { name: 'My family' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('link', { name: 'My family' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false')

  // The session is in cookies: a reload keeps it, and the server (proxy.ts) sends /auth home.
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(accountButton(page)).toBeVisible()
  const response = await page.goto('/auth')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/auth$/)
  await expect(page).toHaveURL(/\/$/)
  await expect(accountButton(page)).toBeVisible()

  await accountButton(page).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  // Signed out for the server too: /auth is the form again.
  await openPage(page, '/auth')
  await expect(page.getByRole('tablist', { name: 'Account' })).toBeVisible()

  expect(await problems.violations()).toEqual([])
})

/** Dot segments, encodings and slashes that collapse into another host once a browser resolves them. */
const OFF_SITE_RETURNS = [
  '/.//evil.example/account',
  '/%2e//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '//evil.example',
  '/\\evil.example',
]

test('a crafted ?next= never sends a parent off the site: not when signed in, not right after logging in', async ({
  page,
}, testInfo) => {
  const email = `return-path.${testInfo.workerIndex}.${Date.now()}@example.com`
  await createAccount(page, email)
  // Signed out: the login form takes them home instead (logIn expects to land on the home page).
  await logIn(page, email, `/auth?next=${OFF_SITE_RETURNS[0]}`)
  await expect(page).toHaveURL(`${CONFIGURED_SITE_URL}/`)

  // Signed in: the proxy's redirect from /auth stays on the site, raw or encoded, and never to an API route.
  const site = new URL(CONFIGURED_SITE_URL).origin
  for (const next of [...OFF_SITE_RETURNS, '/api/revalidate']) {
    for (const query of [next, encodeURIComponent(next)]) {
      const response = await page.request.get(`/auth?next=${query}`, { maxRedirects: 0 })
      expect(response.status(), query).toBe(307)
      const location = new URL(response.headers()['location'] ?? '', CONFIGURED_SITE_URL)
      expect(location.origin, query).toBe(site)
      expect(location.pathname, query).toBe('/')
    }
  }
  const kept = await page.request.get('/auth?next=/digital-download%3Fsession_id%3Dcs_test_1', { maxRedirects: 0 })
  expect(new URL(kept.headers()['location'] ?? '', CONFIGURED_SITE_URL).pathname).toBe('/digital-download')
})

test('logout signs this device out even when the account service does not answer, and says what it could not do', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page, `offline-logout.${testInfo.workerIndex}.${Date.now()}@example.com`)

  // The account service stops answering.
  await page.route('**/auth/v1/logout**', (route) => route.abort('connectionrefused'))
  await accountButton(page).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText(AUTH_MESSAGES.signedOutHereOnly)).toBeVisible()
  await expect(page.getByText(AUTH_MESSAGES.signedOutHereOnlyDetail)).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()

  // Signed out for good on this device: after a reload, and for the server too.
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  await openPage(page, '/auth')
  await expect(page.getByRole('tablist', { name: 'Account' })).toBeVisible()
})

test('when the account’s code cannot be downloaded, the parent shows as signed out, and the next page reads the session again', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page, `dropped-code.${testInfo.workerIndex}.${Date.now()}@example.com`)
  await expect(accountButton(page)).toBeVisible()

  // A reload on a bad connection: the account's code does not arrive, twice, so the header offers Login.
  const code = await failSessionReading(page)
  await page.reload()
  await expect.poll(code.refused).toBe(2)
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)

  // The connection is back: the next page the parent opens, inside the app, knows them again.
  code.restore()
  await header(page).getByRole('link', { name: 'Educators' }).click()
  await expect(page).toHaveURL(/\/educators$/)
  await expect(accountButton(page)).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
})

test('a login that gets no answer says why in words a parent understands, and the next try logs in', async ({
  page,
  context,
}, testInfo) => {
  const email = `no-answer.${testInfo.workerIndex}.${Date.now()}@example.com`
  await createAccount(page, email)
  await openPage(page, '/auth')
  const login = page.getByRole('tabpanel', { name: 'Login' })
  const alert = login.getByRole('alert')

  // Offline before the form was first used: its checks' code cannot download either.
  await context.setOffline(true)
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(alert).toHaveText(
    'We could not reach the account service. Check your internet connection and try again.',
  )
  await context.setOffline(false)

  // The connection drops as the form is sent.
  let answer: 'dropped' | 'fault' | 'normal' = 'dropped'
  let asked = 0
  await page.route('**/auth/v1/token**', (route) => {
    asked += 1
    if (answer === 'dropped') return route.abort('internetdisconnected')
    if (answer === 'fault')
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      })
    return route.fallback()
  })
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(alert).toHaveText(
    'We could not reach the account service. Check your internet connection and try again.',
  )
  await expect(alert).not.toContainText('Failed to fetch')
  await expect.poll(() => asked).toBe(1)

  // The service answers with a fault of its own.
  answer = 'fault'
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(alert).toHaveText('The account service is not answering right now. Please try again in a few minutes.')

  answer = 'normal'
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(AUTH_MESSAGES.welcomeBack)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('a sign-up that gets no answer keeps the product’s failure text and says why; the next try creates the account', async ({
  page,
}, testInfo) => {
  await openPage(page, '/auth?tab=signup')
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
  await signUp.getByLabel('Email').fill(`no-answer.signup.${testInfo.workerIndex}.${Date.now()}@example.com`)
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Confirm password').fill(PASSWORD)
  await page.route('**/auth/v1/signup**', (route) => route.abort('internetdisconnected'))
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(signUp.getByRole('alert')).toHaveText(
    'Failed to create account. Please try again. We could not reach the account service. Check your internet connection and try again.',
  )
  await page.unroute('**/auth/v1/signup**')
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText(AUTH_MESSAGES.accountCreated)).toBeVisible()
})
