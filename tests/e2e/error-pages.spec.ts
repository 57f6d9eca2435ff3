import { expect, test, type Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import GlobalError from '../../app/global-error'
import { siteContentSecurityPolicy } from '../../lib/security-headers'
import { loadFixtureContent, type SanityDocument } from '../support/content-lake'
import { expectNoAxeViolations } from '../support/e2e-page'
import {
  FAILURE_MARKER,
  startNextServer,
  startSwitchableLake,
  type NextServer,
  type SwitchableLake,
} from '../support/failing-content-lake'
import { frozenClockEnv, SCHOOL_DAYS } from '../support/school-days'

/**
 * What a visitor sees when a page cannot be rendered, on the production build, with nothing added to the product
 * for the test: this spec starts its own `next start`, connected (CONTENT_SOURCE=sanity) to a Content Lake
 * stand-in it can break (tests/support/failing-content-lake.ts), and asks for a page published after the build,
 * which the server must render on its first visit and so must read from the Content Lake.
 * - Content Lake down: the site frame cannot read its settings, so app/error.tsx stands alone.
 * - Only the page's reads fail: app/(site)/error.tsx, inside the header and footer; back up, "Try again" shows the page.
 * The readiness check (/api/health/ready) follows the same switch. app/global-error.tsx cannot be reached this way
 * (the root layout reads nothing that can fail): it is rendered as the server would render it and shown in the browser
 * under the site's Content-Security-Policy.
 *
 * The server gets a dataset of its own name on each run: Next's data cache (on disk, shared by every server of the
 * build) is keyed by the request's URL, so no answer cached by an earlier run can stand in for a failing read.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7
const RUN = Date.now().toString(36)
const DATASET = `drill${RUN}`
const SLUG = `error-drill-${RUN}`
const PAGE_TITLE = 'Error drill'

let lake: SwitchableLake
let server: NextServer

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  const { documents } = await loadFixtureContent('e2edrill', DATASET, { withDrafts: false })
  const model = documents.find((document) => document._id === 'page-privacy')
  if (!model) throw new Error('the fixtures lost page-privacy')
  // A page published after the build: never prerendered, so its first visit reads the Content Lake.
  const drill: SanityDocument = {
    ...model,
    _id: `page-${SLUG}`,
    title: PAGE_TITLE,
    slug: { _type: 'slug', current: SLUG },
  }
  lake = await startSwitchableLake({ dataset: DATASET, documents: [...documents, drill] })
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        !/^(NEXT_PUBLIC_|SANITY_|SUPABASE_|STRIPE_|CONTENT_SOURCE|LOCAL_PREVIEW_SECRET|REDIS_URL)/.test(entry[0]),
    ),
  )
  server = await startNextServer(PORT, {
    ...inherited,
    ...frozenClockEnv(SCHOOL_DAYS.lastWeek),
    CONTENT_SOURCE: 'sanity',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2edrill',
    NEXT_PUBLIC_SANITY_DATASET: DATASET,
    SANITY_API_HOST: lake.origin,
  })
})

test.afterAll(async () => {
  await server?.stop()
  await lake?.close()
})

const digestShown = async (page: Page) => {
  const text = await page.getByText('Reference for support:').textContent()
  return text?.replace('Reference for support:', '').trim() ?? ''
}

/** The error page's words and controls, its focus, and nothing of the server's error. */
async function expectErrorPage(page: Page, html: string) {
  const notice = page.getByRole('region', { name: 'Something went wrong' })
  const heading = notice.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Something went wrong')
  await expect(heading).toBeFocused()
  await expect(page).toHaveTitle('Something went wrong')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(notice.getByText('This page could not be shown just now. Nothing you did caused it.')).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(notice.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  // The server's error (the Content Lake's answer, a stack) is in the server's log, never on the page.
  for (const text of [html, await page.content(), await page.locator('body').innerText()]) {
    expect(text).not.toContain(FAILURE_MARKER)
    expect(text).not.toMatch(/Internal:|ClientError|statusCode|\bat \S+ \(|\.js:\d+:\d+/)
  }
  const digest = await digestShown(page)
  expect(digest).toMatch(/^[A-Za-z0-9_-]+$/)
  // The reference is the one the server logged beside the error, so support can find it.
  await expect.poll(() => server.output()).toContain(digest)
  expect(server.output()).toContain(FAILURE_MARKER)
  await expectNoAxeViolations(page)
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('with the Content Lake down, the page says so plainly on its own, and readiness says 503', async ({
  page,
  request,
}) => {
  lake.mode = 'down'
  const live = await request.get('/api/health')
  expect(live.status()).toBe(200)
  const ready = await request.get('/api/health/ready')
  expect(ready.status()).toBe(503)
  expect(ready.headers()['cache-control']).toContain('no-store')
  expect(await ready.json()).toEqual({
    status: 'unavailable',
    checks: { content: { source: 'sanity', ok: false }, cache: { store: 'local', ok: true } },
  })

  const response = await page.goto(`/${SLUG}`)
  expect(response?.status()).toBe(500)
  await expectErrorPage(page, (await response?.text()) ?? '')
  // The site frame is what failed: no header or footer to keep.
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0)
  await expect(page.getByRole('main')).toBeVisible()
  await screenshots(page, 'error-root')
})

test('when only the page fails, the notice sits in the site frame, and "Try again" shows the page once it can', async ({
  page,
}) => {
  lake.mode = 'frame-only'
  const response = await page.goto(`/${SLUG}`)
  expect(response?.status()).toBe(500)
  await expectErrorPage(page, (await response?.text()) ?? '')
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await screenshots(page, 'error-in-frame')

  // Keyboard: from the heading, Tab reaches "Try again", then "Home".
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toBeFocused()

  lake.mode = 'up'
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_TITLE, { timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`))
})

test('readiness answers 200 again once the Content Lake is back', async ({ request }) => {
  lake.mode = 'up'
  const ready = await request.get('/api/health/ready')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({
    status: 'ok',
    checks: { content: { source: 'sanity', ok: true }, cache: { store: 'local', ok: true } },
  })
})

test('the last resort (global-error): its own document in the site colours under the site policy, the same words', async ({
  page,
}) => {
  // The root layout reads nothing that can fail, so no request reaches this page; it is rendered here as React
  // renders it on the server, with a server error that carries a message and a digest, and served with the
  // site's Content-Security-Policy, which must let its inline styles through.
  const error = Object.assign(new Error(`Internal: ${FAILURE_MARKER}`), { digest: '1234567890' })
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(GlobalError, { error, retry: () => {} }))}`
  expect(html).toMatch(
    /^<!DOCTYPE html><html lang="en"><head>.*<title>Something went wrong<\/title>.*<\/head><body[ >]/,
  )
  const address = `http://127.0.0.1:${PORT}/__global-error-as-rendered`
  await page.route(address, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      headers: { 'content-security-policy': siteContentSecurityPolicy({ production: true }) },
      body: html,
    }),
  )
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto(address)
  await expect(page).toHaveTitle('Something went wrong')
  const notice = page.getByRole('region', { name: 'Something went wrong' })
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(notice.getByText('This page could not be shown just now. Nothing you did caused it.')).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(notice.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  await expect(notice.getByText('Reference for support: 1234567890')).toBeVisible()
  expect(await page.content()).not.toContain(FAILURE_MARKER)
  // The inline styles applied under the policy: the site's cream page and clay button.
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
    'rgb(253, 248, 240)',
  )
  expect(
    await notice
      .getByRole('button', { name: 'Try again' })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
  ).toBe('rgb(166, 61, 28)')
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  await expectNoAxeViolations(page)
  await screenshots(page, 'error-global')
})
