import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { ANON_KEY, STAND_IN_URL } from '../../../scripts/configured/endpoints'
import { PASSWORD } from './account'

/** The account's access token, as the site's browser client holds it after signing in. */
export async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const token = await request.post(`${STAND_IN_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  })
  expect(token.ok()).toBe(true)
  return ((await token.json()) as { access_token: string }).access_token
}

/** Reads a table through the stand-in's REST as the account (row-level security applies). */
export async function accountTable<Row>(request: APIRequestContext, email: string, query: string): Promise<Row[]> {
  const rows = await request.get(`${STAND_IN_URL}/rest/v1/${query}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${await accessToken(request, email)}` },
  })
  expect(rows.ok()).toBe(true)
  return (await rows.json()) as Row[]
}

/** Adds learners to the account as the parent would, oldest first; answers their ids by name. */
export async function addLearners(
  request: APIRequestContext,
  email: string,
  learners: Array<{ name: string; avatar: string; gradeBand: string }>,
): Promise<Record<string, string>> {
  const token = await accessToken(request, email)
  const ids: Record<string, string> = {}
  // One at a time: the family's order is the order they were added in.
  for (const learner of learners) {
    const response = await request.post(`${STAND_IN_URL}/rest/v1/learners`, {
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      data: { display_name: learner.name, avatar: learner.avatar, grade_band: learner.gradeBand },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const [row] = (await response.json()) as Array<{ id: string }>
    ids[learner.name] = row!.id
  }
  return ids
}

/** A request to the account's learners (the family), whichever page or part makes it. */
const isFamilyRequest = (url: URL) => url.href.startsWith(`${STAND_IN_URL}/rest/v1/learners`)

/**
 * Holds the header's reading of the family (the account's learners) from the next requests on: until `release` is
 * called, a page that does not remember a learner for the parent cannot tell who is learning. A new device meets
 * that moment on its first page after signing in.
 */
export async function holdFamilyReading(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(isFamilyRequest, async (route) => {
    if (route.request().method() === 'GET') await released
    await route.fallback()
  })
  return release
}

/**
 * The account's learners cannot be read (as during a moment's outage of its API: a 500, which the client does not
 * retry by itself) from the next requests on. `restore` ends the outage from the next page on: a reading the page
 * open at that moment makes still fails (its header may read again when the session's state changes, later on a
 * busy machine), so only a page the parent goes to afterwards can tell who is learning. `failed` settles once a
 * reading has failed.
 */
export async function failFamilyReading(page: Page) {
  let restoredAfter: string | null = null
  let fail = () => {}
  const failed = new Promise<void>((resolve) => (fail = resolve))
  await page.route(isFamilyRequest, async (route) => {
    const answered = restoredAfter !== null && page.url() !== restoredAfter
    if (answered || route.request().method() !== 'GET') return route.fallback()
    fail()
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' })
  })
  return { failed, restore: () => void (restoredAfter = page.url()) }
}
