import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { installSanityStandIn, loadFixtureContent, type StandInContent } from '../support/sanity-api'
import { STUDIO_STAND_IN } from '../playwright.config'

/**
 * The embedded Studio. One production build runs twice (see tests/playwright.config.ts): the site
 * server without any env (the Studio explains how to connect a project) and the studio server with a
 * stand-in project id, whose Sanity HTTP API is answered in the browser from the fixtures.
 */

const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`

let content: StandInContent

test.beforeAll(async () => {
  content = await loadFixtureContent(STUDIO_STAND_IN.projectId, STUDIO_STAND_IN.dataset)
})

test.describe('Studio with a connected project', () => {
  test.use({ baseURL: studioOrigin })

  test.beforeEach(async ({ page }) => {
    const standIn = await installSanityStandIn(page, { ...STUDIO_STAND_IN, content })
    test.info().annotations.push({ type: 'stand-in', description: 'Sanity HTTP API answered from fixtures' })
    page.on('close', () => {
      if (process.env.DEBUG_SANITY_STAND_IN) console.log('unhandled Sanity requests:', standIn.unhandled)
    })
  })

  test('the structure lists every area and document type', async ({ page }) => {
    await page.goto('/studio')
    await page.waitForTimeout(8000)
    await page.screenshot({ path: '/tmp/studio-explore/b.png' })
    console.log((await page.locator('body').innerText()).slice(0, 2000))
  })
})
