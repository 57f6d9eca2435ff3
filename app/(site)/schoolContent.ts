import { cache } from 'react'

import { fetchContent } from '@/lib/content'
import { CALENDAR_EVENTS_QUERY, SCHOOL_YEAR_QUERY } from '@/lib/content/queries'
import { buildCalendar } from '@/lib/school/calendar'

import { required } from './_components/page/pageMetadata'

/** The school year singleton: every page that shows its dates reads it here. */
export const loadSchoolYear = cache(async () =>
  required(await fetchContent(SCHOOL_YEAR_QUERY, {}, { tags: ['schoolYear'] }), 'schoolYear'),
)

/** The whole academic calendar: the school year's dates and the calendar events, in date order. */
export const loadCalendar = cache(async () => {
  const [year, events] = await Promise.all([
    loadSchoolYear(),
    fetchContent(CALENDAR_EVENTS_QUERY, {}, { tags: ['calendarEvent'] }),
  ])
  return buildCalendar(year, events)
})
