import { PUBLISHED } from '@/lib/content/loader'
import type { CalendarEntry } from '@/lib/school/calendar'
import { buildIcs, ICS_CONTENT_TYPE } from '@/lib/school/ics'
import { loadSiteSettings } from '@/lib/site/content'

/** An iCalendar response for the given entries, named for download. */
export async function calendarResponse(entries: readonly CalendarEntry[], fileName: string): Promise<Response> {
  const settings = await loadSiteSettings(PUBLISHED)
  const site = new URL(settings.siteUrl)
  const body = buildIcs(entries, {
    name: `${settings.title} events`,
    host: site.hostname,
    pageUrl: new URL('/events', site).toString(),
    stamp: new Date(),
  })
  return new Response(body, {
    headers: {
      'content-type': ICS_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  })
}
