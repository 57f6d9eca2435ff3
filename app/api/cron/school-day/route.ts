import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'

import { logEvent } from '@/lib/log'
import { decideRollover, SCHOOL_DAY_TAG } from '@/lib/school/day-rollover'
import { siteNow } from '@/lib/site/now.mjs'

/** Expires the school day's pages just after midnight Central (Vercel Cron, vercel.json; lib/school/day-rollover.ts). */
export async function GET(request: NextRequest) {
  const decision = decideRollover(request.headers.get('authorization'), process.env.CRON_SECRET, siteNow())
  if (decision.status === 200 && decision.body.expired) {
    revalidateTag(SCHOOL_DAY_TAG, { expire: 0 })
    logEvent('info', 'school-day-rollover', { day: decision.body.day, tags: [SCHOOL_DAY_TAG] })
  } else if (decision.status !== 200) {
    logEvent('warn', 'cron-refused', { status: decision.status, path: request.nextUrl.pathname })
  }
  return Response.json(decision.body, { status: decision.status, headers: { 'cache-control': 'no-store' } })
}
