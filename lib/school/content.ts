import { fetchContent, loadSingleton } from '@/lib/content'
import { previewLoader } from '@/lib/content/loader'
import {
  ABOUT_PAGE_QUERY,
  CALENDAR_EVENTS_QUERY,
  CURRICULUM_PAGE_QUERY,
  EDUCATORS_PAGE_QUERY,
  EDUCATORS_QUERY,
  ENROLLMENT_CONFIRMATION_QUERY,
  EVENTS_PAGE_QUERY,
  ONGOING_PROGRAMS_QUERY,
  PLANS_QUERY,
  PROGRAMS_PAGE_QUERY,
  SCHOOL_YEAR_QUERY,
  WEEKLY_SCHEDULE_QUERY,
} from '@/lib/content/queries'
import { buildCalendar } from '@/lib/school/calendar'
import { loadSiteSettings } from '@/lib/site/content'

import { headOfSchool, type WelcomePacketContent } from './welcome-packets'

// Every loader takes `preview` (draft mode, lib/content/preview.ts): what a page shows passes it; metadata,
// structured data, feeds, static params and the sitemap never do.

/** The school year singleton: every page that shows its dates reads it here. */
export const loadSchoolYear = previewLoader((preview) => loadSingleton(SCHOOL_YEAR_QUERY, 'schoolYear', { preview }))

/** The whole academic calendar: the school year's dates and the calendar events, in date order. */
export const loadCalendar = previewLoader(async (preview) => {
  const [year, events] = await Promise.all([
    loadSchoolYear(preview),
    fetchContent(CALENDAR_EVENTS_QUERY, {}, { preview }),
  ])
  return buildCalendar(year, events)
})

/** The enrolment plans, in their order (home page and /programs). */
export const loadPlans = previewLoader((preview) => fetchContent(PLANS_QUERY, {}, { preview }))
export const loadWeeklySchedule = previewLoader((preview) => fetchContent(WEEKLY_SCHEDULE_QUERY, {}, { preview }))
export const loadOngoingPrograms = previewLoader((preview) => fetchContent(ONGOING_PROGRAMS_QUERY, {}, { preview }))
export const loadEducators = previewLoader((preview) => fetchContent(EDUCATORS_QUERY, {}, { preview }))

export const loadProgramsPage = previewLoader((preview) =>
  loadSingleton(PROGRAMS_PAGE_QUERY, 'programsPage', { preview }),
)
/**
 * The words of /enrollment-success, kept on the programs page. Null when the programs page has none yet
 * (a dataset seeded before they existed): the page then falls back as app/(site)/enrollment-success says.
 */
export const loadEnrollmentConfirmation = previewLoader((preview) =>
  fetchContent(ENROLLMENT_CONFIRMATION_QUERY, {}, { preview }),
)
export const loadAboutPage = previewLoader((preview) => loadSingleton(ABOUT_PAGE_QUERY, 'aboutPage', { preview }))
export const loadCurriculumPage = previewLoader((preview) =>
  loadSingleton(CURRICULUM_PAGE_QUERY, 'curriculumPage', { preview }),
)
export const loadEducatorsPage = previewLoader((preview) =>
  loadSingleton(EDUCATORS_PAGE_QUERY, 'educatorsPage', { preview }),
)
export const loadEventsPage = previewLoader((preview) => loadSingleton(EVENTS_PAGE_QUERY, 'eventsPage', { preview }))

/**
 * What the welcome packets say that the CMS holds, from the published documents (a download never previews),
 * written on `today`. Null when no leadership educator is there to sign the letter.
 */
export async function loadWelcomePacketContent(today: string): Promise<WelcomePacketContent | null> {
  const [schoolYear, schedule, settings, calendar, educators] = await Promise.all([
    loadSchoolYear(),
    loadWeeklySchedule(),
    loadSiteSettings(),
    loadCalendar(),
    loadEducators(),
  ])
  const head = headOfSchool(educators)
  if (!head) return null
  const holidays = calendar.filter((entry) => entry.type === 'holiday')
  return { schoolYear, schedule, contact: settings.contact, holidays, head, today }
}
