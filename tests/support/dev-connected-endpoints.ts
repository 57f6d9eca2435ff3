import { DEV_PROJECT, type DevConnectedSettings } from '../../scripts/dev-connected/settings'

/**
 * The e2e of `npm run dev:connected` (tests/e2e/dev-connected.spec.ts): the plain build served by `next start` with
 * the environment the script gives `next dev` (the same function, `devSiteEnv`), and a Content Lake stand-in the
 * spec starts on the two ports after it. Fixed secrets, so the server and the spec agree without talking.
 * E2E_PORT + 7 to + 11 belong to other specs' own servers.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100)

export const DEV_CONNECTED_SETTINGS: DevConnectedSettings = {
  ...DEV_PROJECT,
  sitePort: basePort + 12,
  lakePort: basePort + 13,
  lakeSecurePort: basePort + 14,
  token: 'e2e-dev-connected-token-0123456789',
  revalidateSecret: 'e2e-dev-connected-revalidate-0123',
  previewSessionSecret: 'e2e-dev-connected-preview-session-secret-0123456789',
}

export const DEV_CONNECTED_SITE_URL = `http://127.0.0.1:${DEV_CONNECTED_SETTINGS.sitePort}`
