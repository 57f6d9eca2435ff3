/**
 * The Studio's areas and what each lists, in order (studio/structure.ts builds the desk from it). A new
 * document type goes here; until someone places it, it shows under "Other".
 */

export interface SingletonEntry {
  kind: 'singleton'
  /** Schema type name; the document id is the same string (singletons: docs/content-model.md). */
  type: string
  title: string
}

export interface ListEntry {
  kind: 'list'
  type: string
  title: string
}

export interface Area {
  id: string
  title: string
  entries: ReadonlyArray<SingletonEntry | ListEntry>
}

export const AREAS: readonly Area[] = [
  {
    id: 'site',
    title: 'Site',
    entries: [
      { kind: 'singleton', type: 'siteSettings', title: 'Site Settings' },
      { kind: 'singleton', type: 'homePage', title: 'Home Page' },
      { kind: 'singleton', type: 'aboutPage', title: 'About Page' },
      { kind: 'singleton', type: 'curriculumPage', title: 'Curriculum Page' },
      { kind: 'singleton', type: 'educatorsPage', title: 'Educators Page' },
      { kind: 'singleton', type: 'eventsPage', title: 'Events Page' },
      { kind: 'singleton', type: 'careersPage', title: 'Careers Page' },
    ],
  },
  {
    id: 'blog',
    title: 'Blog',
    entries: [
      { kind: 'list', type: 'blogPost', title: 'Blog Posts' },
      { kind: 'singleton', type: 'blogPage', title: 'Blog Page' },
    ],
  },
  {
    id: 'programs',
    title: 'Programs',
    entries: [
      { kind: 'singleton', type: 'schoolYear', title: 'School Year' },
      { kind: 'singleton', type: 'weeklySchedule', title: 'Weekly Schedule' },
      { kind: 'singleton', type: 'programsPage', title: 'Programs Page' },
      { kind: 'list', type: 'plan', title: 'Plans' },
    ],
  },
  {
    id: 'learning',
    title: 'Learning',
    entries: [
      { kind: 'singleton', type: 'selfPacedPage', title: 'Self-paced Page' },
      { kind: 'singleton', type: 'collegePrepPage', title: 'College Prep Page' },
      { kind: 'list', type: 'course', title: 'Courses' },
      { kind: 'list', type: 'courseQuizQuestion', title: 'Course Quiz' },
      { kind: 'list', type: 'liveProgram', title: 'Live College Programs' },
      { kind: 'singleton', type: 'learningGamesPage', title: 'Learning Games Page' },
      { kind: 'list', type: 'game', title: 'Games' },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    entries: [
      { kind: 'list', type: 'educator', title: 'Educators' },
      { kind: 'list', type: 'calendarEvent', title: 'Calendar Events' },
      { kind: 'list', type: 'ongoingProgram', title: 'Ongoing Programs' },
      { kind: 'list', type: 'careerPosition', title: 'Career Positions' },
      { kind: 'list', type: 'testimonial', title: 'Testimonials' },
      { kind: 'list', type: 'proverb', title: 'Proverbs' },
    ],
  },
]

