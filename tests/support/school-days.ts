/**
 * The dates the e2e servers live on. What the school pages say depends on the date (docs/behaviour.md#dates-on-the-site),
 * so no browser test may depend on the day it runs: every server the Playwright config starts has its clock
 * frozen (SITE_CLOCK_FROZEN_AT, read by lib/site/now.mjs), and two more servers of the same build stand on other
 * days of the fixture school year (2025-2026: first day Tuesday, September 2, 2025; last day Friday, May 29,
 * 2026; interest meetings August 10 and 24, 2025). Noon Central each, so a render lasts 12 hours to midnight.
 */
import { FROZEN_CLOCK_VARIABLE } from '../../lib/site/now.mjs'

export const SCHOOL_DAYS = {
  /**
   * The site, Studio, Presentation and configured servers: Monday, May 25, 2026, the last week of the year.
   * Memorial Day and the Africa Day celebration are today, the End-of-Year Showcase and the last day this week.
   */
  lastWeek: '2026-05-25T12:00:00-05:00',
  /** Monday, August 18, 2025: before the year; the August 10 meeting held, the August 24 one this week. */
  beforeTheYear: '2025-08-18T12:00:00-05:00',
  /** Thursday, November 26, 2026: the year is over and every event has passed. */
  afterTheYear: '2026-11-26T12:00:00-06:00',
} as const

/** The environment that freezes a server's clock on one of the days. */
export const frozenClockEnv = (instant: string) => ({ [FROZEN_CLOCK_VARIABLE]: instant })

const basePort = Number(process.env.E2E_PORT ?? 3100)

/** The two extra servers: E2E_PORT + 5 and + 6 (the others use E2E_PORT to E2E_PORT + 4). */
export const SCHOOL_DAY_SERVERS = {
  beforeTheYear: { port: basePort + 5, url: `http://127.0.0.1:${basePort + 5}`, now: SCHOOL_DAYS.beforeTheYear },
  afterTheYear: { port: basePort + 6, url: `http://127.0.0.1:${basePort + 6}`, now: SCHOOL_DAYS.afterTheYear },
} as const
