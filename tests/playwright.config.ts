import { defineConfig, devices } from '@playwright/test'

/**
 * Playwright runs against a production build (`next build` runs first, see the `test:e2e` script)
 * served by `next start`, in Debian's Chromium. Two servers come from the same build:
 * - `site`   : no environment at all (local mode: fixtures, "not configured" notices)
 * - `studio` : a stand-in Sanity project id, so /studio boots; the Sanity HTTP API is answered in
 *              the browser by the test. Content still comes from the fixtures (CONTENT_SOURCE unset).
 * E2E_PORT moves both (site on E2E_PORT, studio on E2E_PORT + 1) so runs can share a machine.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100)
const sitePort = basePort
const studioPort = basePort + 1
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key, value]) => value !== undefined && !/^(NEXT_PUBLIC_|SANITY_|SUPABASE_|STRIPE_|CONTENT_SOURCE)/.test(key),
  ),
) as Record<string, string>

export const STUDIO_STAND_IN = { projectId: 'e2estand1', dataset: 'production' } as const

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'retain-on-failure',
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
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `npx next start -H 127.0.0.1 -p ${sitePort}`,
      url: `http://127.0.0.1:${sitePort}/`,
      cwd: '..',
      env: cleanEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx next start -H 127.0.0.1 -p ${studioPort}`,
      url: `http://127.0.0.1:${studioPort}/`,
      cwd: '..',
      env: {
        ...cleanEnv,
        NEXT_PUBLIC_SANITY_PROJECT_ID: STUDIO_STAND_IN.projectId,
        NEXT_PUBLIC_SANITY_DATASET: STUDIO_STAND_IN.dataset,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
