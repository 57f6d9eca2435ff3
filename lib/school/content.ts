import { cache } from 'react'

import { fetchContent, loadSingleton } from '@/lib/content'
import {
  ABOUT_PAGE_QUERY,
  CALENDAR_EVENTS_QUERY,
  CURRICULUM_PAGE_QUERY,
  EDUCATORS_PAGE_QUERY,
  EDUCATORS_QUERY,
  EVENTS_PAGE_QUERY,
  ONGOING_PROGRAMS_QUERY,
  PLANS_QUERY,
  PROGRAMS_PAGE_QUERY,
  SCHOOL_YEAR_QUERY,
  WEEKLY_SCHEDULE_QUERY,
} from '@/lib/content/queries'
import { buildCalendar } from '@/lib/school/calendar'

/** The school year singleton: every page that shows its dates reads it here. */
export const loadSchoolYear = cache(() => loadSingleton(SCHOOL_YEAR_QUERY, 'schoolYear'))

/** The whole academic calendar: the school year's dates and the calendar events, in date order. */
export const loadCalendar = cache(async () => {
  const [year, events] = await Promise.all([loadSchoolYear(), fetchContent(CALENDAR_EVENTS_QUERY)])
  return buildCalendar(year, events)
})

/** The enrolment plans, in their order (home page and /programs). */
export const loadPlans = cache(() => fetchContent(PLANS_QUERY))
/** `preview`: draft mode (lib/content/preview.ts), for what a page shows, never for its metadata. */
export const loadWeeklySchedule = cache((preview = false) => fetchContent(WEEKLY_SCHEDULE_QUERY, {}, { preview }))
export const loadOngoingPrograms = cache(() => fetchContent(ONGOING_PROGRAMS_QUERY))
export const loadEducators = cache(() => fetchContent(EDUCATORS_QUERY))

export const loadProgramsPage = cache(() => loadSingleton(PROGRAMS_PAGE_QUERY, 'programsPage'))
export const loadAboutPage = cache(() => loadSingleton(ABOUT_PAGE_QUERY, 'aboutPage'))
export const loadCurriculumPage = cache(() => loadSingleton(CURRICULUM_PAGE_QUERY, 'curriculumPage'))
export const loadEducatorsPage = cache(() => loadSingleton(EDUCATORS_PAGE_QUERY, 'educatorsPage'))
export const loadEventsPage = cache(() => loadSingleton(EVENTS_PAGE_QUERY, 'eventsPage'))
