import { unstable_cache } from 'next/cache'

import { renderWindowTag } from '@/lib/cache/render-window.mjs'
import { siteNow } from '@/lib/site/now.mjs'

import { schoolDayAt } from './clock'
import { SCHOOL_DAY_TAG } from './day-rollover'

/** A date page is rendered again at least this often, even if midnight Central were further away (never). */
export const MAX_DAY_RENDER_SECONDS = 24 * 60 * 60

/** Seconds from `now` to the end of its school day, at least 1 and at most a day. */
export function secondsLeftInSchoolDay(now: Date): number {
  const left = Math.ceil((schoolDayAt(now).endsAt.getTime() - now.getTime()) / 1000)
  return Math.min(MAX_DAY_RENDER_SECONDS, Math.max(1, left))
}

/**
 * Today on the school's clock ("YYYY-MM-DD"), for a page or file whose content depends on the date
 * (docs/behaviour.md#dates-on-the-site). Inside Next it also ties the render to this school day: the page is
 * revalidated at the next midnight Central (a route segment's `revalidate` must be a literal, while
 * `unstable_cache`'s lowers the page's own revalidate to the value of this render), and its cache tag names the
 * day, so the page cache never serves it on another day (lib/cache/site-rules.mjs); on Vercel, where there is no
 * cache handler, the tag `school-day` lets a cron expire it at midnight (lib/school/day-rollover.ts). Call it once per
 * render and pass the date down, so every part of the page agrees.
 */
export async function currentSchoolDay(): Promise<string> {
  const now = siteNow()
  const day = schoolDayAt(now)
  // Outside Next (unit tests, scripts) there is no page to tie to the day.
  if (!process.env.NEXT_RUNTIME) return day.today
  // The cached value is fixed by its key (the date), so caching it changes nothing but the page's lifetime.
  return unstable_cache(async () => day.today, ['school-day', day.today], {
    revalidate: secondsLeftInSchoolDay(now),
    tags: [SCHOOL_DAY_TAG, renderWindowTag(day.startsAt, day.endsAt)],
  })()
}
