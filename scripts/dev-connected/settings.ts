import { randomBytes } from 'node:crypto'

import { z } from 'zod'

/**
 * The settings `npm run dev:connected` starts its three processes with (the Content Lake stand-in, the seed, the
 * site), in one place so the e2e of that loop (tests/e2e/dev-connected.spec.ts) starts its site from the same
 * function. Ports come from DEV_SITE_PORT and DEV_LAKE_PORT; secrets are made fresh at every start unless given.
 *
 * Two doors to one stand-in: the site's server and the seed reach it over plain http on 127.0.0.1 (SANITY_API_HOST,
 * one host for every request); the Studio in the browser over https with HTTP/2 on the next port, named `localhost`
 * (SANITY_STUDIO_API_HOST), because Sanity's client puts the project id in front of that host (`devlocal.localhost`)
 * and browsers send every `*.localhost` to loopback. Why https: tests/support/content-lake/certificate.ts.
 */

export const DEV_PROJECT = { projectId: 'devlocal', dataset: 'production' } as const

export interface DevConnectedSettings {
  projectId: string
  dataset: string
  sitePort: number
  /** Plain http, for the site's server and the seed. */
  lakePort: number
  /** https with HTTP/2, for the browser: always the port after `lakePort`. */
  lakeSecurePort: number
  /** The one token the stand-in accepts besides the Studio's sign-ins: the site reads drafts with it, the seed writes. */
  token: string
  revalidateSecret: string
  previewSessionSecret: string
}

const port = z.coerce.number().int().min(1024).max(65535)

const portsSchema = z
  .object({
    DEV_SITE_PORT: z.preprocess((value) => (value === '' ? undefined : value), port.default(3000)),
    DEV_LAKE_PORT: z.preprocess((value) => (value === '' ? undefined : value), port.max(65534).default(3334)),
  })
  .refine(
    ({ DEV_SITE_PORT, DEV_LAKE_PORT }) => DEV_SITE_PORT !== DEV_LAKE_PORT && DEV_SITE_PORT !== DEV_LAKE_PORT + 1,
    {
      error: 'DEV_SITE_PORT must be neither DEV_LAKE_PORT nor the port after it (the stand-in uses both)',
    },
  )

export class DevConnectedConfigError extends Error {}

const secret = () => randomBytes(24).toString('base64url')

/** The settings for one run: ports from the environment (or the defaults), fresh secrets. */
export function readDevConnectedSettings(env: Record<string, string | undefined>): DevConnectedSettings {
  const parsed = portsSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') || 'DEV_SITE_PORT / DEV_LAKE_PORT'
    throw new DevConnectedConfigError(`${name}: ${issue?.message ?? 'invalid'} (a port from 1024 to 65535)`)
  }
  return {
    ...DEV_PROJECT,
    sitePort: parsed.data.DEV_SITE_PORT,
    lakePort: parsed.data.DEV_LAKE_PORT,
    lakeSecurePort: parsed.data.DEV_LAKE_PORT + 1,
    token: `sk-dev-lake-${secret()}`,
    revalidateSecret: secret(),
    previewSessionSecret: `${secret()}${secret()}`,
  }
}

export const siteUrlOf = (settings: Pick<DevConnectedSettings, 'sitePort'>) => `http://localhost:${settings.sitePort}`
/** How the site's server and the seed reach the stand-in. */
export const lakeOriginOf = (settings: Pick<DevConnectedSettings, 'lakePort'>) =>
  `http://127.0.0.1:${settings.lakePort}`
/** How the Studio in the browser reaches it (see the module comment). */
export const studioApiHostOf = (settings: Pick<DevConnectedSettings, 'lakeSecurePort'>) =>
  `https://localhost:${settings.lakeSecurePort}`
/** Where the Studio's project requests go: the address whose certificate staff accept once per run. */
export const studioProjectHostOf = (settings: Pick<DevConnectedSettings, 'lakeSecurePort' | 'projectId'>) =>
  `https://${settings.projectId}.localhost:${settings.lakeSecurePort}`

/** The site's environment: connected to the stand-in, its Studio signing in there, its webhook secret shared. */
export function devSiteEnv(settings: DevConnectedSettings): Record<string, string> {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: settings.projectId,
    NEXT_PUBLIC_SANITY_DATASET: settings.dataset,
    CONTENT_SOURCE: 'sanity',
    SANITY_API_HOST: lakeOriginOf(settings),
    SANITY_STUDIO_API_HOST: studioApiHostOf(settings),
    SANITY_API_READ_TOKEN: settings.token,
    SANITY_REVALIDATE_SECRET: settings.revalidateSecret,
    PREVIEW_SESSION_SECRET: settings.previewSessionSecret,
  }
}

/** `npm run seed` pointed at the stand-in, never at a dataset a developer's .env.local names. */
export function devSeedEnv(settings: DevConnectedSettings): Record<string, string> {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: settings.projectId,
    NEXT_PUBLIC_SANITY_DATASET: settings.dataset,
    SANITY_API_HOST: lakeOriginOf(settings),
    SANITY_API_WRITE_TOKEN: settings.token,
    SEED_IGNORE_ENV_FILES: '1',
  }
}

/** The stand-in's own settings (tests/support/content-lake/serve.ts reads them). */
export function devLakeEnv(settings: DevConnectedSettings): Record<string, string> {
  return {
    LAKE_PORT: String(settings.lakePort),
    LAKE_SECURE_PORT: String(settings.lakeSecurePort),
    LAKE_PROJECT_ID: settings.projectId,
    LAKE_DATASET: settings.dataset,
    LAKE_TOKEN: settings.token,
    LAKE_WEBHOOK_URL: `http://127.0.0.1:${settings.sitePort}/api/revalidate`,
    LAKE_WEBHOOK_SECRET: settings.revalidateSecret,
  }
}
