import { expect, type APIResponse, type Page, type Route } from '@playwright/test'

import { AUTH_MESSAGES } from '../../../lib/validation'
import { ANON_KEY, STAND_IN_URL } from '../../../scripts/configured/endpoints'
import { openPage } from '../../support/e2e-page'

export const PASSWORD = 'kente-cloth-2026'

/** A new account, created on the stand-in directly as the Sign Up form would. */
export async function createAccount(page: Page, email: string): Promise<void> {
  const signUp = await page.request.post(`${STAND_IN_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  })
  expect(signUp.ok()).toBe(true)
}

/** A new account, logged in through /auth. */
export async function signUpAndLogIn(page: Page, email: string): Promise<void> {
  await createAccount(page, email)
  await logIn(page, email)
}

/** Logs an existing account in through the form at `authPath` (/auth, maybe with `?next=`); it lands on the home page. */
export async function logIn(page: Page, email: string, authPath = '/auth'): Promise<void> {
  await openPage(page, authPath)
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(AUTH_MESSAGES.welcomeBack)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
}

/** Logs out through the header's Account menu and waits until the header offers Login again. */
export async function logOut(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Account' }).click()
  await header.getByRole('button', { name: 'Logout' }).click()
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
}

/** The site's scripts, one of which is the account's code. */
const SCRIPTS = '**/_next/static/chunks/*.js'
/** Whether a script is the account's code: supabase-js's auth client is named in it. */
const isAccountCode = (body: string) => body.includes('GoTrueClient')

/**
 * The script a route asks for, read from the server, or null when the page gave up on the request while it was read
 * (a reload or another page): Playwright has disposed of the response then, and nothing is left to answer.
 */
async function fetchScript(route: Route): Promise<{ response: APIResponse; body: string } | null> {
  try {
    const response = await route.fetch()
    return { response, body: await response.text() }
  } catch {
    return null
  }
}

/**
 * Holds the account's code (supabase-js) from the next page loads on: until `release` is called, a page cannot read
 * its session, so it does not know who is signed in (or who is learning). On a slow phone that moment lasts seconds.
 * Open pages with `openPage(page, path, 'domcontentloaded')` while it holds: the held script keeps `load` back.
 */
export async function holdSessionReading(page: Page) {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(SCRIPTS, async (route) => {
    const script = await fetchScript(route)
    if (!script) return
    if (isAccountCode(script.body)) await arrived
    await route.fulfill(script)
  })
  return release
}

/**
 * The account's code (supabase-js) cannot be downloaded (a dropped connection on a phone) from the next page loads
 * on, until `restore` is called. `refused()` counts the downloads refused so far; the page's loader tries each
 * script twice before it gives up.
 */
export async function failSessionReading(page: Page) {
  let restored = false
  let refused = 0
  await page.route(SCRIPTS, async (route) => {
    const script = await fetchScript(route)
    if (!script) return
    if (restored || !isAccountCode(script.body)) return route.fulfill(script)
    await route.abort('connectionreset')
    refused += 1
  })
  return { refused: () => refused, restore: () => void (restored = true) }
}
