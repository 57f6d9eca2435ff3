import { z } from 'zod'

import { sameSecret } from '@/lib/content/draft-mode'

import { schoolDayAt } from './clock'

/**
 * The school day turning over at midnight Central, where the page cache cannot see it by itself (on Vercel there is
 * no cache handler to refuse yesterday's page, lib/site/hosting.ts): a Vercel Cron calls
 * /api/cron/school-day just after midnight, which expires every page tagged `school-day`, so the first visitor of
 * the day gets that day's page rather than yesterday's while the new one renders. docs/behaviour.md#dates-on-the-site
 */

/** The cache tag of every render that depends on the school's date (lib/school/school-day.ts). */
export const SCHOOL_DAY_TAG = 'school-day'

/** The route the cron calls (vercel.json). */
export const SCHOOL_DAY_CRON_PATH = '/api/cron/school-day'

/**
 * Vercel Cron runs on UTC. Midnight Central is 05:00 UTC in summer (CDT, UTC-5) and 06:00 UTC in winter (CST,
 * UTC-6), so the cron runs a minute after both; the run that is not just after midnight changes nothing.
 */
export const SCHOOL_DAY_CRON_SCHEDULES = ['1 5 * * *', '1 6 * * *'] as const

/** How long after midnight Central a run still counts as the day's turn. */
export const ROLLOVER_WINDOW_MS = 60 * 60 * 1000

export function isJustAfterSchoolMidnight(now: Date): boolean {
  const since = now.getTime() - schoolDayAt(now).startsAt.getTime()
  return since >= 0 && since < ROLLOVER_WINDOW_MS
}

const cronSecretSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(16, 'CRON_SECRET must be at least 16 characters (a long random string)').optional(),
)

export type RolloverDecision =
  | { status: 503; body: { message: string } }
  | { status: 401; body: { message: string } }
  | { status: 200; body: { expired: boolean; day: string; tag: string } }

export const ROLLOVER_MESSAGES = {
  notConfigured: 'The school-day cron is not configured: set CRON_SECRET (Vercel sends it with each cron call).',
  unauthorized: 'Unauthorized',
} as const

/**
 * Whether a cron call may expire the school day's pages, and whether it is time to: Vercel sends
 * `Authorization: Bearer <CRON_SECRET>` with every cron call.
 */
export function decideRollover(authorization: string | null, cronSecret: unknown, now: Date): RolloverDecision {
  const secret = cronSecretSchema.parse(cronSecret)
  if (!secret) return { status: 503, body: { message: ROLLOVER_MESSAGES.notConfigured } }
  const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : ''
  if (!sameSecret(given, secret)) return { status: 401, body: { message: ROLLOVER_MESSAGES.unauthorized } }
  return {
    status: 200,
    body: { expired: isJustAfterSchoolMidnight(now), day: schoolDayAt(now).today, tag: SCHOOL_DAY_TAG },
  }
}
