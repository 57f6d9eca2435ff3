import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

import {
  CONFIGURED_BUILD_ENV,
  CONFIGURED_DIST_DIR,
  CONFIGURED_SITE_PORT,
  CONFIGURED_SITE_URL,
  HOOKS,
  STAND_IN_PORT,
  STAND_IN_URL,
} from '../scripts/configured/endpoints'
import { devSiteEnv } from '../scripts/dev-connected/settings'
import { DEV_CONNECTED_SETTINGS, DEV_CONNECTED_SITE_URL } from './support/dev-connected-endpoints'
import { PRESENTATION_SITE_ENV, PRESENTATION_SITE_PORT, PRESENTATION_SITE_URL } from './support/presentation-endpoints'
import { frozenClockEnv, SCHOOL_DAY_SERVERS, SCHOOL_DAYS } from './support/school-days'
import { launchList, READY_LINE, type WebServer } from './support/start-web-servers'

/**
 * Playwright runs against a production build (`next build` runs first, see the `test:e2e` script)
 * served by `next start`, in Debian's Chromium (its headless shell when installed). Two servers come from the same build:
 * - `site`   : no content or backend settings (local mode: fixtures, "not configured" notices), only the
 *              local preview secret that opens draft mode over the draft fixtures
 * - `studio` : a stand-in Sanity project id, so /studio boots; the Sanity HTTP API is answered in
 *              the browser by the test. It also holds the publish webhook's secret (/api/revalidate). Content still comes from the fixtures (CONTENT_SOURCE unset).
 * - `presentation` (E2E_PORT + 3): connected (CONTENT_SOURCE=sanity) to a Content Lake stand-in on loopback that
 *              the Presentation spec starts, for draft preview, click-to-edit and publish end to end.
 * - `beforeTheYear`, `afterTheYear` (E2E_PORT + 5, + 6): the site server's settings on two other dates.
 * - `devConnected` (E2E_PORT + 12): `npm run dev:connected`'s site settings (the same function builds them), whose
 *              Studio talks to a Content Lake stand-in on loopback that the dev-connected spec starts (+ 13, + 14).
 * E2E_PORT moves them all (site on E2E_PORT, studio on E2E_PORT + 1, …) so runs can share a machine.
 *
 * What the school pages say depends on the date, so every server's clock is frozen (SITE_CLOCK_FROZEN_AT,
 * tests/support/school-days.ts): the tests never depend on the day they run, and the build's own date never
 * shows (a page rendered for another school day is rendered again, docs/behaviour.md#dates-on-the-site).
 *
 * Configured mode (project `configured`, specs in e2e/configured/): a second build in .next-configured
 * (`npm run build:configured`) whose Supabase is the stand-in in tests/support/site-backend (Auth, REST on
 * PGlite with RLS, the real Edge Functions, Storage), served on SITE_BACKEND_PORT (default 54400); that build
 * is started on E2E_PORT + 2. Without a .next-configured build the project and its two servers are left out
 * (with a warning; in CI it is an error), so the other projects still run after a plain `next build`.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100)
const sitePort = basePort
const studioPort = basePort + 1
// Debian's headless shell (package chromium-headless-shell) is the same engine without the browser's UI layers:
// the suite is CPU-bound on two cores, and it runs it about a fifth faster than the full browser in headless mode.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key, value]) =>
      value !== undefined &&
      !/^(NEXT_PUBLIC_|SANITY_|SUPABASE_|STRIPE_|CONTENT_SOURCE|LOCAL_PREVIEW_SECRET|PREVIEW_SESSION_SECRET|REDIS_URL|CRON_SECRET|NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)/.test(
        key,
      ),
  ),
) as Record<string, string>

/** The day the site, Studio, Presentation and configured servers live on. */
const clock = frozenClockEnv(SCHOOL_DAYS.lastWeek)

export const STUDIO_STAND_IN = { projectId: 'e2estand1', dataset: 'production' } as const
/** The publish webhook's secret on the studio server (the site server has none: /api/revalidate refuses). */
export const REVALIDATE_STAND_IN_SECRET = 'e2e-revalidate-secret-0123456789'
/** Opens local draft mode on the site server (a production server in local mode needs it; `next dev` does not). */
export const LOCAL_PREVIEW_STAND_IN_SECRET = 'e2e-local-preview-secret-0123456'

const CONFIGURED_SPECS = /configured\/.*\.spec\.ts/
/**
 * The walks through Presentation with a Content Lake stand-in: the Studio boots in the browser, the frame hydrates
 * and connects, and every edit crosses the Studio, the stand-in and the site's server. Beside another worker on two
 * cores the Studio took 70 s to boot, the frame missed Presentation's 3 s to connect (the Studio then logs "Unable to
 * connect to visual editing") and an edit took up to 20 s to reach it. In a whole run (`npm run test:e2e` with no
 * arguments sets E2E_STUDIO_LAST) they wait for every other project and run one at a time, with the machine to
 * themselves (a failure elsewhere skips them, as Playwright skips the dependants of a failed project); their bounds
 * are what staff wait on a machine of their own. Run on their own (a spec named on the command line), they start
 * at once.
 */
const ALONE_SPECS = /\/(presentation|dev-connected)\.spec\.ts$/
const root = fileURLToPath(new URL('..', import.meta.url))
const configuredMarker = `${root}/${CONFIGURED_DIST_DIR}/stand-in.json`

/** Whether .next-configured holds a build for this stand-in origin (a build for another port would fail confusingly). */
function configuredBuildReady(): boolean {
  if (!existsSync(`${root}/${CONFIGURED_DIST_DIR}/BUILD_ID`) || !existsSync(configuredMarker)) {
    const message = `${CONFIGURED_DIST_DIR} is missing: run \`npm run build:configured\` (the configured-mode project is skipped)`
    if (process.env.CI) throw new Error(message)
    console.warn(`[playwright.config] ${message}`)
    return false
  }
  const { supabaseUrl } = JSON.parse(readFileSync(configuredMarker, 'utf8')) as { supabaseUrl?: string }
  if (supabaseUrl !== STAND_IN_URL) {
    throw new Error(
      `${CONFIGURED_DIST_DIR} was built for ${String(supabaseUrl)}, not ${STAND_IN_URL}: run \`npm run build:configured\` again`,
    )
  }
  return true
}
const configured = configuredBuildReady()

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

const configuredProjects: PlaywrightTestConfig['projects'] = configured
  ? [
      {
        name: 'configured',
        use: { ...desktop, baseURL: CONFIGURED_SITE_URL },
        testMatch: CONFIGURED_SPECS,
      },
    ]
  : []

const configuredServers: WebServer[] = configured
  ? [
      {
        // The Supabase stand-in: PGlite (shim, migrations, seed), Stripe stand-in, the real function handlers.
        name: 'site-backend',
        command: 'npx tsx tests/support/site-backend/server.ts',
        url: HOOKS.health,
        env: { ...cleanEnv, SITE_BACKEND_PORT: String(STAND_IN_PORT), SITE_URL: CONFIGURED_SITE_URL },
        // The first run on a machine builds the PGlite template (up to a minute on 2 busy cores).
        timeoutMs: 180_000,
      },
      {
        name: 'configured',
        command: `npx next start -H 127.0.0.1 -p ${CONFIGURED_SITE_PORT}`,
        url: `${CONFIGURED_SITE_URL}/`,
        env: { ...cleanEnv, ...CONFIGURED_BUILD_ENV, ...clock },
        timeoutMs: 120_000,
      },
    ]
  : []

const webServers: WebServer[] = [
  {
    name: 'site',
    command: `npx next start -H 127.0.0.1 -p ${sitePort}`,
    url: `http://127.0.0.1:${sitePort}/`,
    // Still local mode: the preview secret only opens draft mode over the draft fixtures.
    env: { ...cleanEnv, ...clock, LOCAL_PREVIEW_SECRET: LOCAL_PREVIEW_STAND_IN_SECRET },
    timeoutMs: 120_000,
  },
  {
    name: 'studio',
    command: `npx next start -H 127.0.0.1 -p ${studioPort}`,
    url: `http://127.0.0.1:${studioPort}/`,
    env: {
      ...cleanEnv,
      ...clock,
      NEXT_PUBLIC_SANITY_PROJECT_ID: STUDIO_STAND_IN.projectId,
      NEXT_PUBLIC_SANITY_DATASET: STUDIO_STAND_IN.dataset,
      SANITY_REVALIDATE_SECRET: REVALIDATE_STAND_IN_SECRET,
      // Its pages read the fixtures: the secret lets a test turn draft mode on, as Presentation would.
      LOCAL_PREVIEW_SECRET: LOCAL_PREVIEW_STAND_IN_SECRET,
    },
    timeoutMs: 120_000,
  },
  {
    // Connected to the Content Lake stand-in the Presentation spec starts (tests/support/presentation-endpoints.ts).
    name: 'presentation',
    command: `npx next start -H 127.0.0.1 -p ${PRESENTATION_SITE_PORT}`,
    // Liveness only: its pages need the Content Lake stand-in, which the Presentation spec starts.
    url: `${PRESENTATION_SITE_URL}/api/health`,
    env: { ...cleanEnv, ...clock, ...PRESENTATION_SITE_ENV },
    timeoutMs: 120_000,
  },
  {
    // `npm run dev:connected`'s site, as a production server (tests/support/dev-connected-endpoints.ts).
    name: 'dev-connected',
    command: `npx next start -H 127.0.0.1 -p ${DEV_CONNECTED_SETTINGS.sitePort}`,
    // Liveness only: its pages need the Content Lake stand-in, which the dev-connected spec starts.
    url: `${DEV_CONNECTED_SITE_URL}/api/health`,
    env: { ...cleanEnv, ...clock, ...devSiteEnv(DEV_CONNECTED_SETTINGS) },
    timeoutMs: 120_000,
  },
  // The site in local mode on two other days of the school year (tests/e2e/school-dates.spec.ts).
  ...Object.entries(SCHOOL_DAY_SERVERS).map(([name, server]) => ({
    name,
    command: `npx next start -H 127.0.0.1 -p ${server.port}`,
    url: `${server.url}/`,
    env: { ...cleanEnv, ...frozenClockEnv(server.now) },
    timeoutMs: 120_000,
  })),
  ...configuredServers,
]

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Whole journeys (a full quiz with two axe scans, sign-up to checkout) on 2 cores shared with five servers:
  // about 30 s on a quiet machine, past 45 s on a loaded CI run.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    // Recording a trace costs about a quarter of the suite's CPU even when it is thrown away. CI records one on
    // the retry of a failed test (the failure, reproduced, with its trace); locally every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      testIgnore: [/mobile\.spec\.ts/, CONFIGURED_SPECS, ALONE_SPECS],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: /mobile\.spec\.ts/,
      testIgnore: CONFIGURED_SPECS,
    },
    ...configuredProjects,
    {
      name: 'studio-alone',
      use: desktop,
      testMatch: ALONE_SPECS,
      dependencies: process.env.E2E_STUDIO_LAST ? ['desktop', 'mobile', ...(configured ? ['configured'] : [])] : [],
      workers: 1,
    },
  ],
  // All at once, by one script, rather than one after another (tests/support/start-web-servers.ts says why).
  webServer: {
    name: 'servers',
    command: 'node tests/support/start-web-servers.ts',
    cwd: '..',
    env: { E2E_WEB_SERVERS: launchList(webServers, process.env) },
    wait: { stdout: new RegExp(READY_LINE) },
    // SIGTERM lets the script stop every server it started (their process groups are not its own).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: false,
    // The slowest server's own limit (the Supabase stand-in's first start), plus a margin for starting them all.
    timeout: Math.max(...webServers.map((server) => server.timeoutMs)) + 30_000,
  },
})
