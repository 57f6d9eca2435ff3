import { afterEach, describe, expect, it, vi } from 'vitest'

import { readStudioEnv } from '@/app/studio/[[...tool]]/studio-env'
import {
  DevConnectedConfigError,
  devLakeEnv,
  devSeedEnv,
  devSiteEnv,
  readDevConnectedSettings,
} from '@/scripts/dev-connected/settings'

describe('npm run dev:connected settings', () => {
  it('defaults to the site on 3000 and the stand-in on 3334 (http) and 3335 (https), with new secrets each start', () => {
    const first = readDevConnectedSettings({})
    const second = readDevConnectedSettings({})
    expect(first).toMatchObject({ sitePort: 3000, lakePort: 3334, lakeSecurePort: 3335, projectId: 'devlocal' })
    expect(first.token).not.toBe(second.token)
    expect(first.revalidateSecret).not.toBe(second.revalidateSecret)
    expect(first.previewSessionSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('connects the site, its Studio, the seed and the webhook to the one stand-in', () => {
    const settings = readDevConnectedSettings({ DEV_SITE_PORT: '4000', DEV_LAKE_PORT: '4100' })
    expect(devSiteEnv(settings)).toMatchObject({
      CONTENT_SOURCE: 'sanity',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'devlocal',
      SANITY_API_HOST: 'http://127.0.0.1:4100',
      SANITY_STUDIO_API_HOST: 'https://localhost:4101',
      SANITY_API_READ_TOKEN: settings.token,
      SANITY_REVALIDATE_SECRET: settings.revalidateSecret,
    })
    expect(devSeedEnv(settings)).toMatchObject({
      SANITY_API_HOST: 'http://127.0.0.1:4100',
      SANITY_API_WRITE_TOKEN: settings.token,
      SEED_IGNORE_ENV_FILES: '1',
    })
    expect(devLakeEnv(settings)).toMatchObject({
      LAKE_PORT: '4100',
      LAKE_SECURE_PORT: '4101',
      LAKE_TOKEN: settings.token,
      LAKE_WEBHOOK_URL: 'http://127.0.0.1:4000/api/revalidate',
      LAKE_WEBHOOK_SECRET: settings.revalidateSecret,
    })
  })

  it('refuses ports that are not ports, or that the site and the stand-in would share', () => {
    for (const env of [{ DEV_SITE_PORT: 'abc' }, { DEV_LAKE_PORT: '80' }, { DEV_SITE_PORT: '3335' }]) {
      expect(() => readDevConnectedSettings(env), JSON.stringify(env)).toThrow(DevConnectedConfigError)
    }
  })
})

describe("the Studio's API host (SANITY_STUDIO_API_HOST)", () => {
  afterEach(() => vi.unstubAllEnvs())

  const withHost = (value: string) => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'devlocal')
    vi.stubEnv('SANITY_STUDIO_API_HOST', value)
    return readStudioEnv()
  }

  it('is passed to the Studio when it is a localhost origin', () => {
    expect(withHost('https://localhost:3335')).toMatchObject({ status: 'connected', apiHost: 'https://localhost:3335' })
  })

  it('is left out when unset, so the Studio talks to sanity.io', () => {
    const env = withHost('')
    expect(env.status).toBe('connected')
    expect(env).not.toHaveProperty('apiHost')
  })

  it('keeps the Studio from booting, with the reason, when it names another host or a path', () => {
    for (const value of ['https://127.0.0.1:3335', 'https://api.example.com', 'https://localhost:3335/v1', 'nope']) {
      const env = withHost(value)
      expect(env.status, value).toBe('not-connected')
      expect(env.status === 'not-connected' && env.problems.join(' '), value).toContain('SANITY_STUDIO_API_HOST')
    }
  })
})
