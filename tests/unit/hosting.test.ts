import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import {
  decideRollover,
  isJustAfterSchoolMidnight,
  ROLLOVER_MESSAGES,
  SCHOOL_DAY_CRON_PATH,
  SCHOOL_DAY_CRON_SCHEDULES,
  SCHOOL_DAY_TAG,
} from '@/lib/school/day-rollover'
import { hostingConfig } from '@/lib/site/hosting'

const root = fileURLToPath(new URL('../../', import.meta.url))
const HANDLER = '/srv/site/lib/cache/page-cache-handler.mjs'
const SECRET = 'a-cron-secret-of-some-length'

describe('where the build runs', () => {
  it('on Vercel: no cache handler and no standalone server (the platform keeps the pages)', () => {
    expect(hostingConfig({ VERCEL: '1' }, HANDLER)).toEqual({})
  })

  it('self-hosted: a standalone server with the site page cache, with or without Redis', () => {
    expect(hostingConfig({}, HANDLER)).toEqual({ output: 'standalone', cacheHandler: HANDLER })
    expect(hostingConfig({ REDIS_URL: 'redis://cache:6379' }, HANDLER)).toEqual({
      output: 'standalone',
      cacheHandler: HANDLER,
    })
  })
})

describe('the school-day cron on Vercel', () => {
  const vercel = JSON.parse(readFileSync(`${root}/vercel.json`, 'utf8')) as {
    crons: { path: string; schedule: string }[]
  }

  it('runs a minute after midnight Central in summer (05:01 UTC) and in winter (06:01 UTC)', () => {
    expect(vercel.crons).toEqual(
      SCHOOL_DAY_CRON_SCHEDULES.map((schedule) => ({ path: SCHOOL_DAY_CRON_PATH, schedule })),
    )
    expect(existsSync(`${root}/app${SCHOOL_DAY_CRON_PATH}/route.ts`)).toBe(true)
  })

  it('expires the school day only on the run just after midnight, in both daylight-saving cases', () => {
    // Summer (CDT, UTC-5): 05:01 UTC is 00:01 in Chicago; 06:01 UTC is 01:01.
    expect(isJustAfterSchoolMidnight(new Date('2026-06-15T05:01:00Z'))).toBe(true)
    expect(isJustAfterSchoolMidnight(new Date('2026-06-15T06:01:00Z'))).toBe(false)
    // Winter (CST, UTC-6): 05:01 UTC is 23:01 the evening before; 06:01 UTC is 00:01.
    expect(isJustAfterSchoolMidnight(new Date('2026-01-15T05:01:00Z'))).toBe(false)
    expect(isJustAfterSchoolMidnight(new Date('2026-01-15T06:01:00Z'))).toBe(true)
    // The nights the clocks change: 8 March 2026 (00:01 CST = 06:01 UTC), 1 November 2026 (00:01 CDT = 05:01 UTC).
    expect(isJustAfterSchoolMidnight(new Date('2026-03-08T06:01:00Z'))).toBe(true)
    expect(isJustAfterSchoolMidnight(new Date('2026-11-01T05:01:00Z'))).toBe(true)
  })

  it('is authenticated: no secret configured, no bearer, or the wrong one expires nothing', () => {
    const midnight = new Date('2026-06-15T05:01:00Z')
    expect(decideRollover(`Bearer ${SECRET}`, undefined, midnight)).toEqual({
      status: 503,
      body: { message: ROLLOVER_MESSAGES.notConfigured },
    })
    expect(decideRollover(null, SECRET, midnight).status).toBe(401)
    expect(decideRollover(SECRET, SECRET, midnight).status).toBe(401)
    expect(decideRollover('Bearer another-secret-entirely', SECRET, midnight).status).toBe(401)
    expect(decideRollover(`Bearer ${SECRET}`, SECRET, midnight)).toEqual({
      status: 200,
      body: { expired: true, day: '2026-06-15', tag: SCHOOL_DAY_TAG },
    })
    expect(decideRollover(`Bearer ${SECRET}`, SECRET, new Date('2026-06-15T17:00:00Z')).body).toMatchObject({
      expired: false,
    })
  })
})
