/**
 * The Studio's areas and what each lists, in order (studio/structure.ts builds the desk from it). A new
 * document type goes here; until someone places it, it shows under "Other". Whether an entry is a
 * singleton is not said here: schemas/index.ts decides that once, and a singleton's entry opens straight
 * into its one document. Every singleton needs an entry, since the Studio lists it nowhere else
 * (tests/unit/studio-areas.test.ts).
 */

export interface AreaEntry {
  /** Schema type name; for a singleton also its document id (docs/content-model.md). */
  type: string
  title: string
}

export interface Area {
  id: string
  title: string
  entries: readonly AreaEntry[]
}

export const AREAS: readonly Area[] = [
  {
    id: 'site',
    title: 'Site',
    entries: [
      { type: 'siteSettings', title: 'Site Settings' },
      { type: 'homePage', title: 'Home Page' },
      { type: 'aboutPage', title: 'About Page' },
      { type: 'curriculumPage', title: 'Curriculum Page' },
      { type: 'educatorsPage', title: 'Educators Page' },
      { type: 'eventsPage', title: 'Events Page' },
      { type: 'careersPage', title: 'Careers Page' },
      { type: 'shopPage', title: 'Shop Page' },
    ],
  },
  {
    id: 'blog',
    title: 'Blog',
    entries: [
      { type: 'blogPost', title: 'Blog Posts' },
      { type: 'blogPage', title: 'Blog Page' },
    ],
  },
  {
    id: 'programs',
    title: 'Programs',
    entries: [
      { type: 'schoolYear', title: 'School Year' },
      { type: 'weeklySchedule', title: 'Weekly Schedule' },
      { type: 'programsPage', title: 'Programs Page' },
      { type: 'plan', title: 'Plans' },
    ],
  },
  {
    id: 'learning',
    title: 'Learning',
    entries: [
      { type: 'selfPacedPage', title: 'Self-paced Page' },
      { type: 'collegePrepPage', title: 'College Prep Page' },
      { type: 'course', title: 'Courses' },
      { type: 'courseQuizQuestion', title: 'Course Quiz' },
      { type: 'liveProgram', title: 'Live College Programs' },
      { type: 'learningGamesPage', title: 'Learning Games Page' },
      { type: 'game', title: 'Games' },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    entries: [
      { type: 'educator', title: 'Educators' },
      { type: 'calendarEvent', title: 'Calendar Events' },
      { type: 'ongoingProgram', title: 'Ongoing Programs' },
      { type: 'careerPosition', title: 'Career Positions' },
      { type: 'testimonial', title: 'Testimonials' },
      { type: 'proverb', title: 'Proverbs' },
    ],
  },
]
