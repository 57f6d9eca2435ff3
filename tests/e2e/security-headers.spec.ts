import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIResponse } from '@playwright/test'

import {
  EDUCATOR_BIOS_FRAGMENT_ROUTE,
  FOOTER_FRAGMENT_ROUTE,
  NOT_FOUND_ROUTE,
  PREVIEW_UNAVAILABLE_ROUTE,
  PUBLIC_ROUTES,
  STUDIO_ROUTE,
} from '../../lib/routes'
import { staticAssetHeaders } from '../../scripts/static-asset-headers'
import { watchPageProblems } from '../support/csp-watch'
import { home } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'
import { DIST_DIR, ROOT } from '../support/standalone'
import { recordScripts, studioLeaks } from '../support/studio-markers'

/** Parses a CSP header into directive → sources. */
function directivesOf(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? ''
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // `next start` is a production server: HSTS is sent (browsers ignore it over plain http).
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/)
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`)
  }
  const csp = directivesOf(response)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  expect(csp.has('upgrade-insecure-requests')).toBe(true)
  return csp
}

test.describe('security headers', () => {
  test('the home page and the 404 page carry the site policy', async ({ request }) => {
    for (const path of ['/', NOT_FOUND_ROUTE.path]) {
      const response = await request.get(path)
      expect(response.status()).toBe(path === '/' ? 200 : 404)
      const csp = expectCommonHeaders(response)
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'])
      expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
      expect(csp.get('media-src')).toEqual(["'self'", 'https://cdn.sanity.io'])
      // Local mode: no Sanity or Supabase origin is configured, so the browser may talk only to the site.
      expect(csp.get('connect-src')).toEqual(["'self'"])
      // The public site never allows eval.
      expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    }
  })

  test('/studio has its own policy for the embedded Studio', async ({ request }) => {
    const response = await request.get(STUDIO_ROUTE.path)
    expect(response.status()).toBe(200)
    const csp = expectCommonHeaders(response)
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.api.sanity.io', 'wss://*.api.sanity.io']))
    expect(csp.get('script-src')).toContain('https://*.sanity-cdn.com')
    expect(csp.get('frame-src')).toEqual(["'self'"])
  })

  test('bundled fixture assets (SVG images, PDF files) and the welcome packets are served under the strict, sandboxed asset policy', async ({
    request,
  }) => {
    const home = (await (await request.get('/')).text()).replace(/%2F/gi, '/')
    const image = home.match(/\/fixture-images\/images\/local\/fixtures\/[\w-]+\.svg/)?.[0]
    expect(image, 'the home page shows a fixture SVG').toBeTruthy()
    const lesson = (await (await request.get('/course/kiswahili-language-culture/lesson/1')).text()).replace(
      /%2F/gi,
      '/',
    )
    const file = lesson.match(/\/fixture-images\/files\/local\/fixtures\/[\w-]+\.pdf/)?.[0]
    expect(file, 'the first Kiswahili lesson links a fixture PDF handout').toBeTruthy()
    const programs = await (await request.get('/programs')).text()
    const packet = programs.match(/\/programs\/welcome-packet\/[\w-]+/)?.[0]
    expect(packet, '/programs links a welcome packet').toBeTruthy()
    for (const path of [image!, file!, packet!, '/fixture-images/images/local/fixtures/unknown.svg']) {
      const response = await request.get(path)
      const policy = directivesOf(response)
      expect(policy.get('default-src'), path).toEqual(["'none'"])
      expect(policy.has('sandbox'), path).toBe(true)
      expect(policy.has('script-src'), path).toBe(false)
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    }
  })

  test('static assets carry the headers too', async ({ request }) => {
    const response = await request.get('/icon.png')
    expect(response.status()).toBe(200)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })

  test("the self-hosted proxy's headers for the built assets are the ones the server sends on them", async ({
    request,
  }) => {
    // The proxy in compose.yaml serves /_next/static itself, with headers written from this build's manifest.
    const manifest = JSON.parse(readFileSync(path.join(ROOT, DIST_DIR, 'routes-manifest.json'), 'utf8')) as unknown
    const written = staticAssetHeaders(manifest)
    const html = await (await request.get('/about')).text()
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const served = (await request.get(script!)).headers()
    expect([...written.keys()].sort()).toEqual(
      [
        'Content-Security-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    )
    for (const [name, value] of written) expect(served[name.toLowerCase()], name).toBe(value)
  })
})

test.describe('no page breaks its policy', () => {
  // `/studio` on the site server is the not-connected page, and the split-brain page says why drafts cannot be
  // previewed: like every public page, neither may load the Studio.
  for (const route of [
    ...PUBLIC_ROUTES,
    NOT_FOUND_ROUTE,
    STUDIO_ROUTE,
    PREVIEW_UNAVAILABLE_ROUTE,
    FOOTER_FRAGMENT_ROUTE,
    EDUCATOR_BIOS_FRAGMENT_ROUTE,
  ]) {
    test(`${route.path} logs no CSP violation, console error or policy warning, and loads no Studio code`, async ({
      page,
    }) => {
      const problems = await watchPageProblems(page)
      const scripts = recordScripts(page)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route === NOT_FOUND_ROUTE ? 404 : 200)
      await page.waitForLoadState('networkidle')
      // Scroll through the page so lazy images and client components below the fold load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })
      await page.waitForLoadState('networkidle')
      expect(await problems.violations()).toEqual([])
      // A 404 document itself is reported by Chromium as a failed resource: that one is expected.
      expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([])
      expect(problems.policyWarnings).toEqual([])
      scripts.stop()
      expect((await scripts.bodies()).size, 'the page loads some JavaScript').toBeGreaterThan(0)
      expect(await studioLeaks(scripts), 'Studio code in a public page').toEqual([])
    })
  }

  test('home: fonts, images and the video player all load under the policy', async ({ page }) => {
    const problems = await watchPageProblems(page)
    // The player's host is not reachable from here: answer it, so what is tested is the policy.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
    )
    await openPage(page, '/')
    await page.evaluate(() => document.fonts.ready)
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    expect(fonts.length, 'self-hosted fonts loaded').toBeGreaterThan(0)

    const images = page.locator('main img')
    const count = await images.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const image = images.nth(i)
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
    }

    await page.getByRole('button', { name: `Play video: ${home.testimonialVideo.title}` }).click()
    const player = page.frameLocator(`iframe[title="${home.testimonialVideo.title}"]`)
    await expect(player.getByText('player')).toBeVisible()
    expect(await problems.violations()).toEqual([])
    expect(problems.consoleErrors).toEqual([])
    expect(problems.policyWarnings).toEqual([])
  })
})
