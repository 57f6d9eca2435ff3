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

// Every loader takes `preview` (draft mode, lib/content/preview.ts): what a page shows passes it; metadata,
// structured data, feeds, static params and the sitemap never do.

/** The school year singleton: every page that shows its dates reads it here. */
export const loadSchoolYear = cache((preview = false) => loadSingleton(SCHOOL_YEAR_QUERY, 'schoolYear', { preview }))

/** The whole academic calendar: the school year's dates and the calendar events, in date order. */
export const loadCalendar = cache(async (preview = false) => {
  const [year, events] = await Promise.all([
    loadSchoolYear(preview),
    fetchContent(CALENDAR_EVENTS_QUERY, {}, { preview }),
  ])
  return buildCalendar(year, events)
})

/** The enrolment plans, in their order (home page and /programs). */
export const loadPlans = cache((preview = false) => fetchContent(PLANS_QUERY, {}, { preview }))
export const loadWeeklySchedule = cache((preview = false) => fetchContent(WEEKLY_SCHEDULE_QUERY, {}, { preview }))
export const loadOngoingPrograms = cache((preview = false) => fetchContent(ONGOING_PROGRAMS_QUERY, {}, { preview }))
export const loadEducators = cache((preview = false) => fetchContent(EDUCATORS_QUERY, {}, { preview }))

export const loadProgramsPage = cache((preview = false) =>
  loadSingleton(PROGRAMS_PAGE_QUERY, 'programsPage', { preview }),
)
export const loadAboutPage = cache((preview = false) => loadSingleton(ABOUT_PAGE_QUERY, 'aboutPage', { preview }))
export const loadCurriculumPage = cache((preview = false) =>
  loadSingleton(CURRICULUM_PAGE_QUERY, 'curriculumPage', { preview }),
)
export const loadEducatorsPage = cache((preview = false) =>
  loadSingleton(EDUCATORS_PAGE_QUERY, 'educatorsPage', { preview }),
)
export const loadEventsPage = cache((preview = false) => loadSingleton(EVENTS_PAGE_QUERY, 'eventsPage', { preview }))
