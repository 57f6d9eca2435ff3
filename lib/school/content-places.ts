import { singletonMainDocuments, type MainDocument, type TypePlaces } from '@/lib/content/content-places'

/** The school's pages: where their documents show (composed in lib/content-map.ts). */

export const SCHOOL_STATIC_PAGES = {
  '/programs': 'Programs',
  '/about': 'About',
  '/curriculum': 'Curriculum',
  '/educators': 'Educators',
  '/events': 'Events',
  '/enrollment-success': 'Enrolment confirmation',
} as const

export const SCHOOL_PLACES = {
  plan: { pages: ['/', '/programs'] },
  schoolYear: { pages: ['/', '/programs', '/events'] },
  weeklySchedule: { pages: ['/programs'] },
  programsPage: { pages: ['/programs', '/enrollment-success'] },
  aboutPage: { pages: ['/about'] },
  curriculumPage: { pages: ['/curriculum'] },
  educatorsPage: { pages: ['/educators'] },
  educator: { pages: ['/educators'], referencedBy: ['blogPost'] },
  eventsPage: { pages: ['/events'] },
  calendarEvent: { pages: ['/events'] },
  ongoingProgram: { pages: ['/events'] },
} as const satisfies Record<string, TypePlaces>

export const SCHOOL_MAIN_DOCUMENTS: readonly MainDocument[] = singletonMainDocuments([
  ['/programs', 'programsPage'],
  ['/about', 'aboutPage'],
  ['/curriculum', 'curriculumPage'],
  ['/educators', 'educatorsPage'],
  ['/events', 'eventsPage'],
  ['/enrollment-success', 'programsPage'],
])
