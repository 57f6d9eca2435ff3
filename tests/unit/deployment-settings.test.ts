import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { deploymentSettingProblems, INSTANCE_SETTING_MESSAGES, startRefusal } from '@/lib/site/deployment-settings'

const KEY = randomBytes(32).toString('base64')
const SHARED = {
  REDIS_URL: 'redis://cache:6379',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY,
  PREVIEW_SESSION_SECRET: 'a-preview-session-secret-of-32-characters',
}

describe('settings every instance must share', () => {
  it('one instance with nothing set starts (the README two commands)', () => {
    expect(deploymentSettingProblems({})).toEqual([])
  })

  it('several instances (REDIS_URL) start when they share the server actions key and the preview secret', () => {
    expect(deploymentSettingProblems(SHARED)).toEqual([])
  })

  it('names each missing setting in a sentence and refuses to start', () => {
    for (const name of ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'PREVIEW_SESSION_SECRET'] as const) {
      const env = { ...SHARED, [name]: ' ' }
      expect(deploymentSettingProblems(env)).toEqual([INSTANCE_SETTING_MESSAGES[name]])
      expect(startRefusal(deploymentSettingProblems(env))).toBe(
        `The site cannot start: ${INSTANCE_SETTING_MESSAGES[name]} (docs/deploying.md#settings-every-instance-shares)`,
      )
    }
    expect(deploymentSettingProblems({ REDIS_URL: SHARED.REDIS_URL })).toHaveLength(2)
  })

  it('refuses a REDIS_URL that is not a Redis address and a key Next could not use', () => {
    expect(deploymentSettingProblems({ ...SHARED, REDIS_URL: 'http://cache:6379' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// address, e.g. redis://cache:6379',
    ])
    expect(deploymentSettingProblems({ ...SHARED, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not-a-key' })[0]).toMatch(
      /base64 AES key/,
    )
  })
})
