import { request as httpRequest } from 'node:http'

import { expect, test, type Page } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../lib/routes'
import { LOCAL_PREVIEW_STAND_IN_SECRET } from '../playwright.config'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { SCHOOL_DAY_SERVERS } from '../support/school-days'
import { recordScripts } from '../support/studio-markers'

/**
 * Draft mode in local mode: the site server reads the fixtures, and `studio/fixtures/drafts.ndjson` holds five
 * drafts (a retitled post, a post never published, a schedule slot moved to 9:00, a course whose video
 * lessons have their videos, which tests/e2e/learning.spec.ts plays, and an educator whose full bio has one
 * paragraph more). Only a request carrying the
 * server's LOCAL_PREVIEW_SECRET turns preview on; everybody else keeps seeing the published site.
 */

const DRAFT_TITLE = 'Timbuktu’s Libraries: Scholars, Scribes and Saved Manuscripts'
const PUBLISHED_TITLE = 'The Libraries and Scholars of Timbuktu'
const DRAFT_ONLY_TITLE = 'Finding Symmetry in Adinkra Symbols'
const DRAFT_ONLY_PATH = '/blog/finding-symmetry-in-adinkra-symbols'
/** The paragraph the draft adds to Tendai Moyo's full bio. */
const DRAFT_BIO = /^This year he is also starting a Saturday problem-solving circle/
const enablePath = (redirect: string, secret = LOCAL_PREVIEW_STAND_IN_SECRET) =>
  `/api/draft-mode/enable?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`

/** A sentence only next-sanity's visual-editing component holds: its chunk is on the page when this is. */
const VISUAL_EDITING_MARKER = 'if you want automatic refresh when this happens'

const banner = (page: Page) => page.getByRole('region', { name: 'Preview' })
/** The schedule table's row for a start time (a row holds every day group's classes at that time). */
const scheduleCell = (page: Page, time: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator(`time[datetime="${time}"]`) })

test.describe('draft mode is closed by default', () => {
  test('no secret, a wrong one, or a Presentation secret never sets the cookie', async ({ request }) => {
    for (const path of [
      '/api/draft-mode/enable',
      '/api/draft-mode/enable?redirect=/blog',
      enablePath('/blog', 'not-the-secret-at-all-0000'),
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toContain('Not found')
      expect(response.headers()['set-cookie'], path).toBeUndefined()
    }
    // Presentation asking a site that reads the bundled content is told why nothing it edits can show.
    const presentation = await request.get(
      '/api/draft-mode/enable?sanity-preview-secret=abc&sanity-preview-pathname=/',
      {
        maxRedirects: 0,
      },
    )
    expect(presentation.status()).toBe(307)
    expect(presentation.headers().location).toBe('/studio/preview-unavailable')
    expect(presentation.headers()['set-cookie']).toBeUndefined()
    const reason = await request.get('/studio/preview-unavailable')
    expect(await reason.text()).toContain(
      'The site shows its bundled content, not this Sanity dataset, so what you publish here does not reach its pages.',
    )

    // Visitors without the cookie get the pages from the cache, as before draft mode existed: the first visit since
    // the server started renders the page into it (docs/architecture.md#the-page-cache), every later one is served
    // from there. The blog is re-rendered hourly so a post dated today appears without a deploy
    // (docs/behaviour.md#blog); pages that depend on the date are kept for their school day (school-dates.spec.ts).
    for (const [path, cacheControl] of [
      ['/blog', 's-maxage=3600, stale-while-revalidate=31532400'],
      ['/about', 's-maxage=31536000'],
    ] as const) {
      expect((await request.get(path)).status(), path).toBe(200)
      const page = await request.get(path)
      expect(page.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(page.headers()['cache-control'], path).toBe(cacheControl)
      expect(await page.text(), path).not.toContain('Previewing drafts')
    }
  })

  test('the secret opens preview on a page of this site only: a foreign redirect lands on the home page', async ({
    request,
  }) => {
    for (const [asked, landed] of [
      ['/programs', '/programs'],
      ['https://evil.example/blog', '/'],
      ['//evil.example', '/'],
      ['/studio', '/'],
    ] as const) {
      const response = await request.get(enablePath(asked), { maxRedirects: 0 })
      expect(response.status(), asked).toBe(307)
      expect(new URL(response.headers().location ?? '', 'http://site.test').pathname, asked).toBe(landed)
      expect(response.headers()['set-cookie'], asked).toMatch(/__prerender_bypass=/)
    }
  })
})

test.describe('local preview', () => {
  test('shows drafts to the previewer only, with a banner, and never in metadata or structured data', async ({
    page,
    browser,
  }) => {
    await openPage(page, enablePath('/blog'))
    await expect(page).toHaveURL(/\/blog$/)
    await expect(banner(page)).toContainText('Previewing drafts')
    await expect(page.getByRole('link', { name: DRAFT_TITLE }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: DRAFT_ONLY_TITLE }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: PUBLISHED_TITLE, exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // The retitled post: the page shows the draft; its metadata and Article JSON-LD stay published.
    await openPage(page, '/blog/the-libraries-and-scholars-of-timbuktu')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
    expect(await page.title()).toContain(PUBLISHED_TITLE)
    const articleData = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(articleData.join('\n')).toContain(`"headline":"${PUBLISHED_TITLE}"`)
    expect(articleData.join('\n')).not.toContain(DRAFT_TITLE)

    // A post never published has a page in preview, but no structured data.
    await openPage(page, DRAFT_ONLY_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_ONLY_TITLE)
    expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')).not.toContain(
      DRAFT_ONLY_TITLE,
    )

    await openPage(page, '/programs')
    await expect(scheduleCell(page, '09:00')).toContainText('Spanish Conversation')
    await expect(scheduleCell(page, '09:30')).not.toContainText('Spanish')

    // A full bio, which visitors receive in the HTML only, follows its draft in preview.
    const tendai = (on: Page) => on.getByRole('article', { name: 'Tendai Moyo' })
    await openPage(page, '/educators')
    await tendai(page)
      .getByText(/full bio$/)
      .click()
    await expect(tendai(page).getByText(DRAFT_BIO)).toBeVisible()

    // Another visitor at the same moment: the published site, no banner, and the draft-only post is a 404.
    const visitor = await browser.newContext()
    const other = await visitor.newPage()
    await openPage(other, '/blog')
    await expect(banner(other)).toHaveCount(0)
    await expect(other.getByRole('link', { name: PUBLISHED_TITLE, exact: true }).first()).toBeVisible()
    await expect(other.getByRole('link', { name: DRAFT_ONLY_TITLE })).toHaveCount(0)
    await expect(other.getByText(DRAFT_TITLE)).toHaveCount(0)
    await openPage(other, '/programs')
    await expect(scheduleCell(other, '09:30')).toContainText('Spanish')
    await expect(scheduleCell(other, '09:00')).toHaveCount(0)
    await openPage(other, '/educators')
    await tendai(other)
      .getByText(/full bio$/)
      .click()
    await expect(tendai(other).getByText(/^Tendai studied engineering/)).toBeVisible()
    await expect(tendai(other).getByText(DRAFT_BIO)).toHaveCount(0)
    expect((await other.goto(DRAFT_ONLY_PATH))?.status()).toBe(404)
    await visitor.close()
  })

  test('every public page renders in preview, with the banner', async ({ page }) => {
    const first = await page.request.get(enablePath('/'))
    expect(first.status()).toBe(200)
    for (const route of PUBLIC_ROUTES) {
      const response = await page.request.get(route.path)
      expect(response.status(), route.path).toBe(200)
      expect(await response.text(), route.path).toContain('Previewing drafts')
    }
  })

  test('only a previewer loads the click-to-edit code; visitors never request it', async ({ page, browser }) => {
    const visitor = await browser.newContext()
    const other = await visitor.newPage()
    const publicScripts = recordScripts(other)
    await openPage(other, '/blog')
    await openPage(other, '/programs')
    publicScripts.stop()
    const publicCode = [...(await publicScripts.bodies()).values()].join('\n')
    expect(publicCode.length).toBeGreaterThan(10_000)
    expect(publicCode).not.toContain(VISUAL_EDITING_MARKER)
    await visitor.close()

    const previewScripts = recordScripts(page)
    await openPage(page, enablePath('/blog'))
    await expect(banner(page)).toBeVisible()
    await expect
      .poll(async () => [...(await previewScripts.bodies()).values()].join('\n'))
      .toContain(VISUAL_EDITING_MARKER)
    previewScripts.stop()
  })

  test('"Leave preview" works with JavaScript off and returns to the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(enablePath('/programs'))
    await expect(banner(page)).toBeVisible()
    await expect(scheduleCell(page, '09:00')).toBeVisible()
    await banner(page).getByRole('button', { name: 'Leave preview' }).click()
    await expect(page).toHaveURL(/\/programs$/)
    await expect(banner(page)).toHaveCount(0)
    await expect(scheduleCell(page, '09:30')).toContainText('Spanish')
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    await context.close()
  })
})

test.describe('leaving preview', () => {
  test('another site cannot end a preview; the banner still can', async ({ page, baseURL }) => {
    await openPage(page, enablePath('/blog'))
    await expect(banner(page)).toBeVisible()
    // A page on another site posting to the site's "Leave preview" address (the cookie is SameSite=None).
    await page.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="${baseURL}/api/draft-mode/disable"><button>Leave</button></form>`,
      }),
    )
    await page.goto('http://elsewhere.example/')
    await page.getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL((url) => url.host !== 'elsewhere.example')
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('__prerender_bypass')
    await openPage(page, '/blog')
    await expect(banner(page)).toBeVisible()

    await banner(page).getByRole('button', { name: 'Leave preview' }).click()
    await expect(banner(page)).toHaveCount(0)
    const left = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(left).not.toContain('__prerender_bypass')
    expect(left).not.toContain('sankofa-preview-session')
  })

  test('"Leave preview" answers at once, without reading a large request body', async ({ baseURL }) => {
    const url = new URL('/api/draft-mode/disable', baseURL)
    // Announces 400 MiB and sends 64 KiB of it: the answer must not wait for (or hold) the rest.
    const status = await new Promise<number>((resolve, reject) => {
      const post = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(400 * 1024 * 1024),
          'sec-fetch-site': 'same-origin',
          referer: new URL('/programs', baseURL).href,
        },
      })
      const timer = setTimeout(() => {
        post.destroy()
        reject(new Error('no answer while the body was still arriving'))
      }, 10_000)
      post.on('response', (response) => {
        clearTimeout(timer)
        resolve(response.statusCode ?? 0)
        response.resume()
        post.destroy()
      })
      post.on('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      post.write(`redirect=%2Fblog&${'x'.repeat(64 * 1024)}`)
    })
    expect(status).toBe(303)
  })
})

test.describe('a preview belongs to whoever opened it, on the servers that share its secret', () => {
  test("Next's draft-mode cookie alone shows no draft, on this server or another of the same build", async ({
    playwright,
    baseURL,
  }) => {
    const previewer = await playwright.request.newContext({ baseURL })
    const enable = await previewer.get(enablePath('/blog'), { maxRedirects: 0 })
    expect(enable.status()).toBe(307)
    expect(await (await previewer.get('/blog')).text()).toContain(DRAFT_TITLE)
    const { cookies } = await previewer.storageState()
    const bypass = cookies.find((cookie) => cookie.name === '__prerender_bypass')
    expect(bypass?.value).toBeTruthy()
    const all = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    await previewer.dispose()

    // The draft-mode cookie's value is the same for every visitor of this build: replayed alone, it opens nothing.
    const stranger = await playwright.request.newContext()
    for (const [server, cookie] of [
      [baseURL ?? '', `__prerender_bypass=${bypass?.value}`],
      // Another server of the same build in local mode, without LOCAL_PREVIEW_SECRET: nothing it can check.
      [SCHOOL_DAY_SERVERS.afterTheYear.url, `__prerender_bypass=${bypass?.value}`],
      [SCHOOL_DAY_SERVERS.afterTheYear.url, all],
    ] as const) {
      const html = await (await stranger.get(`${server}/blog`, { headers: { cookie } })).text()
      expect(html, `${server} ${cookie}`).not.toContain('Previewing drafts')
      expect(html, `${server} ${cookie}`).not.toContain(DRAFT_TITLE)
    }
    await stranger.dispose()
  })
})
