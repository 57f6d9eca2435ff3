import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test, type Page, type Response } from '@playwright/test'

import { STUDIO_STAND_IN } from '../playwright.config'
import { NOT_FOUND_ROUTE, PUBLIC_ROUTES, STUDIO_ROUTE } from '../../lib/routes'
import { distDir, readRouteBundles, repoRoot } from '../support/bundle-stats'
import { installSanityStandIn, loadFixtureContent } from '../support/sanity-api'

/**
 * The Studio's code must never reach a public route's bundle. Markers are strings that exist only in
 * Sanity Studio's own code (its auth-token storage key and its reconnect toast); each test also
 * proves the markers are real by finding them in what /studio ships.
 */

const STUDIO_MARKERS = ['__studio_auth_token_', 'sanity/reconnecting', 'common.reconnecting.toast.title'] as const

const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`
// `/studio` on the site server is the not-connected page: it must not download the Studio either.
const PUBLIC_PATHS = [...PUBLIC_ROUTES.map((route) => route.path), NOT_FOUND_ROUTE.path, STUDIO_ROUTE.path]

const markersIn = (code: string) => STUDIO_MARKERS.filter((marker) => code.includes(marker))

/** Loads a page and returns every JavaScript response it received (url → body). */
async function javascriptOf(page: Page, url: string): Promise<Map<string, string>> {
  const bodies = new Map<string, Promise<string>>()
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? ''
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type)
    if (!isScript || !response.ok()) return
    // A chunk the page asked for and then dropped (a prefetch cut short by navigation or idle) has no body in
    // the browser any more: fetch the same URL to read it (chunks are immutable).
    const url = response.url()
    bodies.set(
      url,
      response.text().catch(() => page.request.get(url).then((again) => again.text())),
    )
  }
  page.on('response', onResponse)
  try {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    const entries = await Promise.all([...bodies].map(async ([key, body]) => [key, await body] as const))
    return new Map(entries)
  } finally {
    // One listener per visit: a listener left behind would read the next page's responses after it navigated.
    page.off('response', onResponse)
  }
}

test.describe('the Studio stays out of public bundles', () => {
  test('public pages load no Studio code in the browser', async ({ page, baseURL }) => {
    // Every public route, each until the network is idle: about 40 s on an idle machine, more on a busy one.
    test.setTimeout(150_000)
    for (const publicPath of PUBLIC_PATHS) {
      const scripts = await javascriptOf(page, `${baseURL}${publicPath}`)
      expect(scripts.size, `${publicPath} loads some JavaScript`).toBeGreaterThan(0)
      const leaks = [...scripts].flatMap(([url, code]) => markersIn(code).map((marker) => `${url}: ${marker}`))
      expect(leaks, `Studio code in ${publicPath}`).toEqual([])
    }
  })

  test('/studio ships the markers (so the check above can see them)', async ({ page }) => {
    test.setTimeout(120_000)
    const content = await loadFixtureContent(STUDIO_STAND_IN.projectId, STUDIO_STAND_IN.dataset)
    await installSanityStandIn(page, { ...STUDIO_STAND_IN, content })
    const scripts = await javascriptOf(page, `${studioOrigin}/studio`)
    const found = new Set([...scripts.values()].flatMap(markersIn))
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
