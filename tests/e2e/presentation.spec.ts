import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'

import { siteRenaming } from '../../lib/styles/compile-sheet.mjs'
import { startContentLakeStandIn, type ContentLakeStandIn } from '../support/content-lake'
import { watchPageProblems } from '../support/csp-watch'
import {
  PRESENTATION_LAKE_PORT,
  PRESENTATION_PROJECT,
  PRESENTATION_READ_TOKEN,
  PRESENTATION_REVALIDATE_SECRET,
  PRESENTATION_SITE_URL,
} from '../support/presentation-endpoints'
import { installSanityStandIn, loadFixtureContent, type StandInContent } from '../support/sanity-api'
import { studioOverPlainHttp } from '../support/studio-over-plain-http'

/**
 * The staff path end to end, with no Sanity account: the embedded Studio's Presentation tool frames the site,
 * a title typed in the Studio shows in the frame, clicking it there focuses its field, and Publish reaches
 * families through the signed webhook. The site's server (`presentation` in tests/playwright.config.ts) reads a
 * Content Lake stand-in on loopback that this spec starts; the Studio in the browser reads and writes the same
 * one, so both sides see one dataset.
 */

const POST_PATH = '/blog/a-day-in-the-life-of-a-sankofa-learner'
const PUBLISHED_TITLE = 'A Day in the Life of a Sankofa Learner'
/**
 * A title no earlier run published: a publish re-renders the page into the build's cache on disk, which outlives
 * the server (and `--repeat-each`, which times five publishes for docs/architecture.md#content-map).
 */
const newTitle = () => `${PUBLISHED_TITLE}, Revised at ${new Date().toISOString().slice(11, 19)}`
const BOOT = { timeout: 60_000 }

const servedOverPlainHttp = (page: Page) => studioOverPlainHttp(page, PRESENTATION_SITE_URL)

let lake: ContentLakeStandIn
let content: StandInContent

// One after the other: each test starts the Content Lake stand-in on the port the site's server reads.
test.describe.configure({ mode: 'default', timeout: 180_000 })
test.use({ baseURL: PRESENTATION_SITE_URL })

test.beforeAll(async () => {
  content = await loadFixtureContent(PRESENTATION_PROJECT.projectId, PRESENTATION_PROJECT.dataset)
})

// A fresh dataset for each run: the fixtures, drafts included.
test.beforeEach(async () => {
  lake = await startContentLakeStandIn({
    port: PRESENTATION_LAKE_PORT,
    token: PRESENTATION_READ_TOKEN,
    dataset: PRESENTATION_PROJECT.dataset,
    webhook: { url: `${PRESENTATION_SITE_URL}/api/revalidate`, secret: PRESENTATION_REVALIDATE_SECRET },
  })
})

test.afterEach(async () => {
  await lake?.close()
})

/**
 * How long an edit may take to reach the frame, on the page Presentation opened on or one the frame moved to. Before
 * the fix the first edit after a move never showed (it waited for the next one); measured on the CI machine, typed at
 * once it shows in 2.6-6.5 s (median 4.2 s), at staff pace in 1.6-3.1 s (median 2.0 s): see
 * docs/architecture.md#preview. Under the full suite's load the first save of a draft alone has taken longer than
 * 10 s, so the first edit of the post has the same bound.
 */
const EVERY_EDIT_WITHIN = 15_000

test('staff edit a post beside the page in Presentation and publish it to families', async ({
  page,
  browser,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  await installSanityStandIn(page, { ...PRESENTATION_PROJECT, content, lake })
  await servedOverPlainHttp(page)

  const NEW_TITLE = newTitle()
  const before = PUBLISHED_TITLE

  await page.goto(`/studio/presentation?preview=${encodeURIComponent(POST_PATH)}`)
  const frame = page.frameLocator('iframe[src*="/"]').first()
  const heading = frame.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(before, BOOT)
  // The page's main document opens beside it; drafts show in the frame, so no "Previewing drafts" bar there.
  const title = page.getByTestId('field-title').locator('input')
  await expect(title).toHaveValue(before, BOOT)
  await expect(frame.getByRole('region', { name: 'Preview' })).toHaveCount(0)

  // Typed in the Studio, shown in the frame as staff type, once the frame is connected (Presentation's Edit
  // switch turns on then): texts follow the Studio's unsaved value, and the server's draft render follows.
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled(BOOT)
  const typed = Date.now()
  await title.fill(NEW_TITLE)
  await expect(heading).toContainText(NEW_TITLE, { timeout: EVERY_EDIT_WITHIN })
  testInfo.annotations.push({ type: 'typed → frame (ms)', description: String(Date.now() - typed) })

  // Families still see the published post (whatever an earlier run last published to this build's cache).
  const visitor = await browser.newContext()
  const family = await visitor.newPage()
  await family.goto(`${PRESENTATION_SITE_URL}${POST_PATH}`)
  await expect(family.getByRole('heading', { level: 1 })).toContainText(PUBLISHED_TITLE)
  await expect(family.getByRole('heading', { level: 1 })).not.toHaveText(NEW_TITLE)

  // Click-to-edit: the title in the frame focuses its field in the Studio.
  await title.blur()
  await heading.click()
  await expect(title).toBeFocused()

  // The About page is in the cache before the publish (its first visit since the server started renders it there).
  expect((await family.request.get(`${PRESENTATION_SITE_URL}/about`)).status()).toBe(200)

  // Publish → the stand-in's signed webhook → the page families load shows it.
  const published = Date.now()
  await page.getByTestId('action-publish').click()
  await expect
    .poll(async () => (await family.request.get(`${PRESENTATION_SITE_URL}${POST_PATH}`)).text(), { timeout: 20_000 })
    .toContain(NEW_TITLE)
  testInfo.annotations.push({ type: 'publish → public page (ms)', description: String(Date.now() - published) })
  await lake.webhooksSettled()
  const delivery = lake.deliveries.findLast((one) => JSON.parse(one.body)._type === 'blogPost')
  expect(delivery?.status).toBe(200)
  expect(JSON.parse(delivery?.responseBody ?? '{}')).toEqual({
    revalidated: ['blogPost'],
    routes: ['/blog', '/blog/[slug]', '/blog/category/[category]'],
  })

  // Only what the post feeds was expired: the About page is still served from the cache.
  const about = await family.request.get(`${PRESENTATION_SITE_URL}/about`)
  expect(about.headers()['x-nextjs-cache']).toBe('HIT')
  await visitor.close()

  expect(await problems.violations()).toEqual([])
})

test('the Studio follows its own publish, logs no error, and the About heading opens its field', async ({ page }) => {
  const problems = await watchPageProblems(page)
  await installSanityStandIn(page, { ...PRESENTATION_PROJECT, content, lake })
  await servedOverPlainHttp(page)

  // A singleton page: its query keeps no document id, and its heading is still marked for click-to-edit.
  await page.goto(`/studio/presentation?preview=${encodeURIComponent('/about')}`)
  const frame = page.frameLocator('iframe[src*="/"]').first()
  const heading = frame.getByRole('heading', { level: 1 })
  // Marked: the text, then the invisible edit marker.
  await expect(heading).toContainText('About Sankofa Academy', BOOT)
  expect(STEGA.test((await heading.textContent()) ?? '')).toBe(true)
  const field = page.getByTestId('field-heading').locator('input')
  await expect(field).toHaveValue('About Sankofa Academy', BOOT)
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled(BOOT)
  await heading.click()
  await expect(field).toBeFocused()

  const NEW_HEADING = `About Sankofa Academy, Updated at ${new Date().toISOString().slice(11, 19)}`
  await field.fill(NEW_HEADING)
  await expect(heading).toContainText(NEW_HEADING)
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  // The Studio sees its own publish arrive, with no reload: it says so, and there is nothing left to publish.
  await expect(page.getByText('About page was published')).toBeVisible({ timeout: 15_000 })
  await expect(publish).toBeDisabled()
  await expect(page.getByText('Edited just now')).toHaveCount(0)
  expect(lake.store.get('aboutPage')?.heading).toBe(NEW_HEADING)
  expect(lake.store.get('drafts.aboutPage')).toBeNull()

  expect(problems.consoleErrors).toEqual([])
  expect(await problems.violations()).toEqual([])
})

/** Sanity's edit markers are runs of these invisible characters. */
const STEGA = /[\u200B\u200C\u200D\uFEFF]/

/**
 * Draft mode on the connected server, as Presentation turns it on: a one-time secret the Studio stored. Returns
 * where the site sent the browser.
 */
async function previewSession(request: APIRequestContext, pathname = '/'): Promise<string> {
  const editor = createClient({
    projectId: PRESENTATION_PROJECT.projectId,
    dataset: PRESENTATION_PROJECT.dataset,
    apiVersion: '2025-02-19',
    apiHost: lake.origin,
    useProjectHostname: false,
    useCdn: false,
    token: PRESENTATION_READ_TOKEN,
  })
  const { secret } = await createPreviewSecret(editor, 'e2e', `${PRESENTATION_SITE_URL}/studio`, 'e2e-editor')
  const enable = await request.get(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}&sanity-preview-perspective=drafts`,
    { maxRedirects: 0 },
  )
  expect(enable.status()).toBe(307)
  return enable.headers().location ?? ''
}

/** Everything in a page that code or crawlers read rather than people: it must carry no marker. */
function machineReadParts(html: string): string[] {
  return [
    ...[...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => `title: ${match[1]}`),
    ...[...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => `meta: ${match[1]}`),
    ...[...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => `json-ld: ${m[1]}`,
    ),
    ...[...html.matchAll(/ href="([^"]*)"/g)].map((match) => `href: ${match[1]}`),
  ]
}

test('preview marks what people read for click-to-edit, and nothing code, feeds or crawlers read', async ({
  playwright,
  request,
}) => {
  const previewer = await playwright.request.newContext({ baseURL: PRESENTATION_SITE_URL })
  await previewSession(previewer)
  for (const path of ['/', '/programs', '/educators', '/blog', POST_PATH, '/self-paced', '/learning-games']) {
    const html = await (await previewer.get(path)).text()
    expect(STEGA.test(html), `${path} carries edit markers`).toBe(true)
    expect(html, `${path} marks its cards and slots too`).toContain('data-sanity=')
    const marked = machineReadParts(html).filter((part) => STEGA.test(part))
    expect(marked, path).toEqual([])
  }
  // Feeds, calendars and the sitemap never read drafts, even asked from a preview session.
  for (const path of ['/blog/rss.xml', '/sitemap.xml', '/events.ics']) {
    const response = await previewer.get(path)
    expect(response.status(), path).toBe(200)
    expect(STEGA.test(await response.text()), path).toBe(false)
  }

  // What code decides from content comes out the same in preview: the educators split and the courses the quiz
  // can recommend. The blog's counts take the draft-only post in, and its category still counts (a marked
  // category would match no filter and count nowhere).
  const sections = (html: string) =>
    [...html.matchAll(/aria-labelledby="(leadership|faculty)-heading"[\s\S]*?<\/section>/g)].map(
      (match) => `${match[1]}: ${(match[0].match(/<li/g) ?? []).length}`,
    )
  const quizCourses = (html: string) => [...html.matchAll(/\\"slug\\":\\"([a-z0-9-]+)\\"/g)].map((match) => match[1])
  for (const [path, read] of [
    ['/educators', sections],
    ['/self-paced', quizCourses],
  ] as const) {
    const published = read(await (await request.get(path)).text())
    expect(published.length, path).toBeGreaterThan(0)
    expect(read(await (await previewer.get(path)).text()), path).toEqual(published)
  }
  // A full bio, which visitors receive in the HTML only, is read from the Content Lake as the server renders it, and
  // follows its draft in preview.
  const publishedEducators = await (await request.get('/educators')).text()
  expect(publishedEducators).toContain('Tendai studied engineering before discovering')
  expect(publishedEducators).not.toContain('Saturday problem-solving circle')
  expect(await (await previewer.get('/educators')).text()).toContain('Saturday problem-solving circle')
  // The count's hidden word is in `sr-only`, written by the short name the build gives it
  // (docs/architecture.md#short-class-names).
  const srOnly = (await siteRenaming()).names.get('sr-only')
  expect(srOnly).toBeDefined()
  const countPattern = new RegExp(`>(\\d+)<span class="${srOnly}"> <!-- -->articles?`, 'g')
  const counts = (html: string) => [...html.matchAll(countPattern)].map((match) => Number(match[1]))
  const [allPublished = 0] = counts(await (await request.get('/blog')).text())
  const [all = 0, ...byCategory] = counts(await (await previewer.get('/blog')).text())
  expect(all).toBe(allPublished + 1)
  expect(byCategory.reduce((sum, count) => sum + count, 0)).toBe(all)
  await previewer.dispose()
})

test("Presentation's pathname is followed only to a page of this site", async ({ playwright }) => {
  const previewer = await playwright.request.newContext({ baseURL: PRESENTATION_SITE_URL })
  // next-sanity alone answers `Location: //evil.example` to the first two.
  for (const pathname of ['//a//evil.example', '/.//evil.example', 'https://evil.example/blog']) {
    const location = await previewSession(previewer, pathname)
    expect(location, pathname).toMatch(/^\/(?![/\\])/)
    expect(new URL(location, PRESENTATION_SITE_URL).origin, pathname).toBe(PRESENTATION_SITE_URL)
  }
  expect(await previewSession(previewer, '/blog')).toBe('/blog?sanity-preview-perspective=drafts')
  await previewer.dispose()
})

test("Next's draft-mode cookie alone shows no draft, though this server holds a Viewer token", async ({
  playwright,
}) => {
  const previewer = await playwright.request.newContext({ baseURL: PRESENTATION_SITE_URL })
  await previewSession(previewer)
  expect(STEGA.test(await (await previewer.get(POST_PATH)).text())).toBe(true)
  // Replayed without the signed preview session beside it, the cookie (one value for the whole build) opens nothing.
  const { cookies } = await previewer.storageState()
  const bypass = cookies.find((cookie) => cookie.name === '__prerender_bypass')
  expect(bypass?.value).toBeTruthy()
  const stranger = await playwright.request.newContext()
  const html = await (
    await stranger.get(`${PRESENTATION_SITE_URL}${POST_PATH}`, {
      headers: { cookie: `__prerender_bypass=${bypass?.value}; sanity-preview-perspective=drafts` },
    })
  ).text()
  expect(html).toContain(PUBLISHED_TITLE)
  expect(STEGA.test(html)).toBe(false)
  await stranger.dispose()
  await previewer.dispose()
})

/**
 * How many pages the frame moves to before an edit typed at once, and before one typed at staff pace. The suite
 * moves to each stop and back to the first, then types once at staff pace: before the fix every first edit after a
 * move failed, so one round per stop finds it. `PREVIEW_EDIT_ROUNDS=10,3` measures as docs/architecture.md#preview
 * reports it; anything but two whole numbers of one or more is refused, so the test never runs no round at all.
 */
const [ROUNDS_AT_ONCE, ROUNDS_SETTLED] = (() => {
  const rounds = (process.env.PREVIEW_EDIT_ROUNDS || '4,1').split(',').map(Number)
  if (rounds.length !== 2 || !rounds.every((count) => Number.isInteger(count) && count >= 1)) {
    throw new Error(`PREVIEW_EDIT_ROUNDS must be two whole numbers of one or more, like 10,3 (got ${rounds.join(',')})`)
  }
  return rounds as [number, number]
})()

/** Pages staff move the frame to through the site's own menu, each with the field its main heading shows. */
const STOPS = [
  { path: '/about', menu: 'More', link: 'About', id: 'aboutPage' },
  { path: '/programs', menu: 'Programs', link: 'Live Classes Overview', id: 'programsPage' },
  { path: '/educators', menu: undefined, link: 'Educators', id: 'educatorsPage' },
] as const

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

test('after the frame moves to another page, every edit shows there, the first one too', async ({ page }, testInfo) => {
  test.setTimeout(60_000 + (ROUNDS_AT_ONCE + ROUNDS_SETTLED) * 30_000)
  await installSanityStandIn(page, { ...PRESENTATION_PROJECT, content, lake })
  await servedOverPlainHttp(page)
  await page.goto(`/studio/presentation?preview=${encodeURIComponent(POST_PATH)}`)
  const frame = page.frameLocator('iframe[src*="/"]').first()
  const heading = frame.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(PUBLISHED_TITLE, BOOT)
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled(BOOT)

  /** Moves the frame through the site's menu; resolves once the Studio has opened the page's document. */
  const moveTo = async (stop: (typeof STOPS)[number]) => {
    const menu = frame.getByRole('navigation', { name: 'Main' })
    // The Studio may take focus back while its pane settles, and a submenu closes when focus leaves it:
    // open it again and retry, as a person would.
    await expect(async () => {
      if (stop.menu) {
        const button = menu.getByRole('button', { name: stop.menu })
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click({ timeout: 5_000 })
      }
      await menu.getByRole('link', { name: stop.link, exact: true }).click({ timeout: 5_000 })
    }).toPass(BOOT)
    await expect(page).toHaveURL(new RegExp(`[/=]${stop.id}\\b`), BOOT)
    const field = page.getByTestId('document-pane').getByTestId('field-heading').locator('input, textarea').first()
    await expect(field).toBeEditable(BOOT)
    return field
  }
  /** Types a new heading and waits for the frame to show it; the time it took. */
  const typeAndSee = async (field: Awaited<ReturnType<typeof moveTo>>, text: string) => {
    const typed = Date.now()
    await field.fill(text)
    await expect(heading).toContainText(text, { timeout: EVERY_EDIT_WITHIN })
    return Date.now() - typed
  }

  // Typed the moment the Studio opens the page's document, round after round, each on a page just moved to.
  const atOnce: number[] = []
  for (let round = 1; round <= ROUNDS_AT_ONCE; round++) {
    const stop = STOPS[round % STOPS.length]!
    const field = await moveTo(stop)
    atOnce.push(await typeAndSee(field, `Heading typed at once, round ${round}`))
  }
  // At staff pace: the page has settled (its server render and the Studio's answers are in) before typing.
  const settled: number[] = []
  for (let index = 0; index < ROUNDS_SETTLED; index++) {
    // Carries on round by round, so each stop is a page the frame was not on.
    const field = await moveTo(STOPS[(ROUNDS_AT_ONCE + 1 + index) % STOPS.length]!)
    await page.waitForTimeout(3_000)
    settled.push(await typeAndSee(field, `Heading typed once settled, stop ${index + 1}`))
  }
  testInfo.annotations.push(
    { type: `typed at once → frame, median of ${atOnce.length} (ms)`, description: String(median(atOnce)) },
    { type: `typed at staff pace → frame, median of ${settled.length} (ms)`, description: String(median(settled)) },
  )
})
