import { fetchContent, loadSingleton } from '@/lib/content'
import { contentLoader, PUBLISHED, readFor } from '@/lib/content/loader'
import { buildCalendar } from '@/lib/school/calendar'
import { loadSiteSettings } from '@/lib/site/content'

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
} from './queries'
import { headOfSchool, type WelcomePacketContent } from './welcome-packets'

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, feeds, static params
// and the sitemap ask for PUBLISHED.

/** The school year singleton: every page that shows its dates reads it here. */
export const loadSchoolYear = contentLoader((preview) =>
  loadSingleton(SCHOOL_YEAR_QUERY, 'schoolYear', readFor(preview)),
)

/** The whole academic calendar: the school year's dates and the calendar events, in date order. */
export const loadCalendar = contentLoader(async (preview) => {
  const [year, events] = await Promise.all([
    loadSchoolYear(readFor(preview)),
    fetchContent(CALENDAR_EVENTS_QUERY, {}, { read: readFor(preview) }),
  ])
  return buildCalendar(year, events)
})

/** The enrolment plans, in their order (home page and /programs). */
export const loadPlans = contentLoader((preview) => fetchContent(PLANS_QUERY, {}, { read: readFor(preview) }))
export const loadWeeklySchedule = contentLoader((preview) =>
  fetchContent(WEEKLY_SCHEDULE_QUERY, {}, { read: readFor(preview) }),
)
export const loadOngoingPrograms = contentLoader((preview) =>
  fetchContent(ONGOING_PROGRAMS_QUERY, {}, { read: readFor(preview) }),
)
export const loadEducators = contentLoader((preview) => fetchContent(EDUCATORS_QUERY, {}, { read: readFor(preview) }))

export const loadProgramsPage = contentLoader((preview) =>
  loadSingleton(PROGRAMS_PAGE_QUERY, 'programsPage', readFor(preview)),
)
/**
 * The words of /enrollment-success, kept on the programs page. Null when the programs page has none yet
 * (a dataset seeded before they existed): the page then falls back as app/(site)/enrollment-success says.
 */
export const loadEnrollmentConfirmation = contentLoader((preview) =>
  fetchContent(ENROLLMENT_CONFIRMATION_QUERY, {}, { read: readFor(preview) }),
)
export const loadAboutPage = contentLoader((preview) => loadSingleton(ABOUT_PAGE_QUERY, 'aboutPage', readFor(preview)))
export const loadCurriculumPage = contentLoader((preview) =>
  loadSingleton(CURRICULUM_PAGE_QUERY, 'curriculumPage', readFor(preview)),
)
export const loadEducatorsPage = contentLoader((preview) =>
  loadSingleton(EDUCATORS_PAGE_QUERY, 'educatorsPage', readFor(preview)),
)
export const loadEventsPage = contentLoader((preview) =>
  loadSingleton(EVENTS_PAGE_QUERY, 'eventsPage', readFor(preview)),
)

/**
 * What the welcome packets say that the CMS holds, from the published documents (a download never previews),
 * written on `today`. Null when no leadership educator is there to sign the letter.
 */
export async function loadWelcomePacketContent(today: string): Promise<WelcomePacketContent | null> {
  const [schoolYear, schedule, settings, calendar, educators] = await Promise.all([
    loadSchoolYear(PUBLISHED),
    loadWeeklySchedule(PUBLISHED),
    loadSiteSettings(PUBLISHED),
    loadCalendar(PUBLISHED),
    loadEducators(PUBLISHED),
  ])
  const head = headOfSchool(educators)
  if (!head) return null
  const holidays = calendar.filter((entry) => entry.type === 'holiday')
  return { schoolYear, schedule, contact: settings.contact, holidays, head, today }
}
