import { expect, test } from '@playwright/test'

import { SITE_READS_FIXTURES } from '../../lib/content/source-notice'
import { STUDIO_STAND_IN } from '../playwright.config'
import { watchPageProblems } from '../support/csp-watch'
import { installSanityStandIn, loadFixtureContent } from '../support/sanity-api'
import { studioOverPlainHttp } from '../support/studio-over-plain-http'

/**
 * Split-brain: the Studio is connected to a project while the site's pages still read the bundled content (the
 * `studio` server in tests/playwright.config.ts; its Sanity API is answered in the browser). Presentation's frame
 * says so in the site's words, and keeps saying it: the page it lands on answers Presentation, so the Studio never
 * covers it with its own "Unable to connect" once its wait for the frame is over.
 */

const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`
const BOOT = { timeout: 60_000 }
/** Presentation shows its connection notice 5 s after the frame loads and gives up 3 s later; wait past both. */
const PAST_PRESENTATION_WAIT_MS = 12_000

test.use({ baseURL: studioOrigin })

test('the frame keeps saying the site shows its bundled content, with no "Unable to connect" over it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = await watchPageProblems(page)
  const content = await loadFixtureContent(STUDIO_STAND_IN.projectId, STUDIO_STAND_IN.dataset)
  await installSanityStandIn(page, { ...STUDIO_STAND_IN, content })
  await studioOverPlainHttp(page, studioOrigin)

  await page.goto('/studio/presentation')
  const frame = page.frameLocator('iframe[src*="/"]').first()
  const reason = frame.getByText(SITE_READS_FIXTURES, { exact: true })
  await expect(reason).toBeVisible(BOOT)

  await page.waitForTimeout(PAST_PRESENTATION_WAIT_MS)
  await expect(reason).toBeVisible()
  await expect(page.getByText(/Unable to connect/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Continue anyway' })).toHaveCount(0)
  await expect(frame.getByRole('heading', { level: 1, name: 'Drafts cannot be previewed here yet' })).toBeVisible()
  // Connected: Presentation's Edit switch turns on only once the frame answers it.
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled()
  expect(await problems.violations()).toEqual([])
})
