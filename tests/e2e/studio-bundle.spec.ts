import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { distDir, readRouteBundles, repoRoot } from '../../scripts/bench/bundle-stats'
import { STUDIO_STAND_IN } from '../playwright.config'
import { installSanityStandIn, loadFixtureContent } from '../support/sanity-api'
import { markersIn, recordScripts, STUDIO_MARKERS } from '../support/studio-markers'

/**
 * The Studio's code must never reach a public route's bundle. In the browser, every public route is
 * checked during its one visit in security-headers.spec.ts; here the markers are proved real (the
 * connected /studio ships them) and the build's own first-load chunk lists are read.
 */

const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`

test.describe('the Studio stays out of public bundles', () => {
  test("/studio ships the markers (so the public pages' check can see them)", async ({ page }) => {
    test.setTimeout(120_000)
    const content = await loadFixtureContent(STUDIO_STAND_IN.projectId, STUDIO_STAND_IN.dataset)
    await installSanityStandIn(page, { ...STUDIO_STAND_IN, content })
    const scripts = recordScripts(page)
    await page.goto(`${studioOrigin}/studio`)
    await page.waitForLoadState('networkidle')
    scripts.stop()
    const found = new Set([...(await scripts.bodies()).values()].flatMap(markersIn))
    expect([...found].sort()).toEqual([...STUDIO_MARKERS].sort())
  })

  test('no public route has Studio code in its first-load chunks (build stats)', async () => {
    const stats = await readRouteBundles()
    const chunkCode = async (chunk: string) => readFile(path.join(repoRoot, chunk), 'utf8')

    // The markers exist in this build's browser code (the Studio loads it on demand at /studio).
    const chunksDir = path.join(distDir, 'static/chunks')
    const allChunks = (await readdir(chunksDir)).filter((name) => name.endsWith('.js'))
    const everything = (await Promise.all(allChunks.map((name) => readFile(path.join(chunksDir, name), 'utf8')))).join(
      '\n',
    )
    expect(markersIn(everything).sort()).toEqual([...STUDIO_MARKERS].sort())

    const publicRoutes = stats.filter((entry) => !entry.route.startsWith('/studio'))
    expect(publicRoutes.map((entry) => entry.route)).toContain('/')
    for (const entry of publicRoutes) {
      for (const chunk of entry.chunks) {
        expect(markersIn(await chunkCode(chunk)), `${entry.route} → ${chunk}`).toEqual([])
      }
    }
  })
})
