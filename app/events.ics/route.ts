import { PUBLISHED } from '@/lib/content/loader'
import { calendarResponse } from '@/lib/school/calendar-file'
import { loadCalendar } from '@/lib/school/content'

/** /events.ics: the whole academic calendar, to import or subscribe to. */

export const dynamic = 'force-static'

export async function GET() {
  return calendarResponse(await loadCalendar(PUBLISHED), 'events.ics')
}
