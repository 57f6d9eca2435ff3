import { expect, test, type Page } from '@playwright/test'

import { startContentLakeStandIn, type ContentLakeStandIn } from '../support/content-lake'
import { makeLocalCertificate } from '../support/content-lake/certificate'
import { DEV_CONNECTED_SETTINGS, DEV_CONNECTED_SITE_URL } from '../support/dev-connected-endpoints'
import { studioOverPlainHttp } from '../support/studio-over-plain-http'

/**
 * `npm run dev:connected`'s staff loop in a browser that reaches the Content Lake stand-in over loopback, with no
 * request of Sanity's intercepted: the Studio signs in with the stand-in's own provider, opens a post in
 * Presentation, the title typed shows in the frame, and Publish reaches the page families load through the signed
 * webhook. The site's server (`devConnected` in tests/playwright.config.ts) has the script's settings; this spec
 * starts the stand-in on the ports they name, as the script does (with the fixtures already in, instead of
 * running the seed, which tests/unit/seed.test.ts covers).
 */

const POST_PATH = '/blog/why-kiswahili-opens-doors-for-your-family'
/** A title no earlier run published: a publish re-renders the page into the build's cache on disk. */
const newTitle = () => `Why Kiswahili Opens Doors, Revised at ${new Date().toISOString().slice(11, 19)}`
const BOOT = { timeout: 60_000 }
const { projectId, dataset, lakePort, lakeSecurePort, token, revalidateSecret } = DEV_CONNECTED_SETTINGS

let lake: ContentLakeStandIn

test.describe.configure({ mode: 'default', timeout: 180_000 })
// The stand-in's certificate is made for this run: staff accept it once in their browser, the test browser trusts
// it here. The Studio's page is answered by the route below, which makes Chromium treat it as a public page asking
// for a loopback address; served by the site, as for staff, it is a loopback page and needs no such permission.
test.use({ baseURL: DEV_CONNECTED_SITE_URL, ignoreHTTPSErrors: true, permissions: ['local-network-access'] })

test.beforeAll(async () => {
  lake = await startContentLakeStandIn({
    port: lakePort,
    projectId,
    dataset,
    token,
    webhook: { url: `${DEV_CONNECTED_SITE_URL}/api/revalidate`, secret: revalidateSecret },
    secure: { port: lakeSecurePort, certificate: makeLocalCertificate(['localhost', `${projectId}.localhost`]) },
  })
})

test.afterAll(async () => {
  await lake?.close()
})

const servedOverPlainHttp = (page: Page) => studioOverPlainHttp(page, DEV_CONNECTED_SITE_URL)

test('staff sign in with no account, edit a post beside the page and publish it, all on loopback', async ({
  page,
  browser,
}, testInfo) => {
  await servedOverPlainHttp(page)
  const lakeRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(lakeSecurePort)) lakeRequests.push(request.url())
  })

  // The stand-in's page, where staff accept its certificate.
  await page.goto(`https://${projectId}.localhost:${lakeSecurePort}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Content Lake stand-in answers here')

  // Signing in: the stand-in is the only provider, and its session is this browser's from now on.
  await page.goto('/studio')
  await page.getByRole('link', { name: 'Local editor, no account' }).click(BOOT)
  await expect(page.getByRole('link', { name: 'Presentation' })).toBeVisible(BOOT)
  expect(lake.context.studio.sessions.size).toBe(1)

  await page.goto(`/studio/presentation?preview=${encodeURIComponent(POST_PATH)}`)
  const frame = page.frameLocator('iframe[src*="/"]').first()
  const heading = frame.getByRole('heading', { level: 1 })
  const published = String(lake.store.get(POST_PATH.replace('/blog/', 'blogPost-'))?.title)
  await expect(heading).toContainText(published, BOOT)
  const title = page.getByTestId('field-title').locator('input')
  await expect(title).toHaveValue(published, BOOT)

  const NEW_TITLE = newTitle()
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled(BOOT)
  const typed = Date.now()
  await title.fill(NEW_TITLE)
  // The first edit saves the post's draft first, which under the whole suite's load on a slow machine has taken
  // 17-20 s here: this spec is about the loop working, and the annotation records how long it took.
  await expect(heading).toContainText(NEW_TITLE, BOOT)
  testInfo.annotations.push({ type: 'typed → frame (ms)', description: String(Date.now() - typed) })

  // Families still see the published post until the publish.
  const visitor = await browser.newContext()
  const family = await visitor.newPage()
  await family.goto(`${DEV_CONNECTED_SITE_URL}${POST_PATH}`)
  await expect(family.getByRole('heading', { level: 1 })).toContainText(published)

  const publishedAt = Date.now()
  await page.getByTestId('action-publish').click()
  await expect
    .poll(async () => (await family.request.get(`${DEV_CONNECTED_SITE_URL}${POST_PATH}`)).text(), { timeout: 20_000 })
    .toContain(NEW_TITLE)
  testInfo.annotations.push({ type: 'publish → public page (ms)', description: String(Date.now() - publishedAt) })
  await family.reload()
  await expect(family.getByRole('heading', { level: 1 })).toContainText(NEW_TITLE)
  await visitor.close()

  // It all went through the stand-in over the network: the dataset holds the publish, the webhook was accepted.
  expect(lake.store.get(POST_PATH.replace('/blog/', 'blogPost-'))?.title).toBe(NEW_TITLE)
  await lake.webhooksSettled()
  expect(lake.deliveries.findLast((one) => JSON.parse(one.body)._type === 'blogPost')?.status).toBe(200)
  expect(lakeRequests.some((url) => url.includes(`/data/actions/${dataset}`))).toBe(true)
})
