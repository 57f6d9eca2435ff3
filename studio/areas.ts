/**
 * The Studio's areas and what each lists, in order (studio/structure.ts builds the desk from it). A new
 * document type goes here; until someone places it, it shows under "Other". Whether an entry is a
 * singleton is not said here: schemas/index.ts decides that once, and a singleton's entry opens straight
 * into its one document. Every singleton needs an entry, since the Studio lists it nowhere else
 * (tests/unit/studio-areas.test.ts).
 */

/**
 * A list of some documents of a type, beside the list of all of them. `filter` is GROQ run with `$type`;
 * "drafts not yet published" cannot be a filter, since the Studio's lists show drafts merged over what is
 * published (studio/unpublished-drafts.ts works it out instead).
 */
export type EntryList =
  { id: string; title: string; filter: string } | { id: string; title: string; unpublishedDrafts: true }

export interface AreaEntry {
  /** Schema type name; for a singleton also its document id (docs/content-model.md). */
  type: string
  title: string
  /** Filtered lists shown under the entry, after "All …". */
  lists?: readonly EntryList[]
  /** Staff order the documents by dragging them in the list (the type has the `orderRank` field). */
  orderable?: true
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
      {
        type: 'page',
        title: 'Pages',
        lists: [
          { id: 'page-awaiting-review', title: 'Awaiting review', filter: '_type == $type && defined(reviewNotice)' },
        ],
      },
    ],
  },
  {
    id: 'blog',
    title: 'Blog',
    entries: [
      {
        type: 'blogPost',
        title: 'Blog Posts',
        lists: [
          { id: 'blogPost-unpublished', title: 'Drafts not yet published', unpublishedDrafts: true },
          { id: 'blogPost-featured', title: 'Featured posts', filter: '_type == $type && featured == true' },
        ],
      },
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
      { type: 'plan', title: 'Plans', orderable: true },
    ],
  },
  {
    id: 'learning',
    title: 'Learning',
    entries: [
      { type: 'selfPacedPage', title: 'Self-paced Page' },
      { type: 'collegePrepPage', title: 'College Prep Page' },
      { type: 'course', title: 'Courses' },
      { type: 'courseQuizQuestion', title: 'Course Quiz', orderable: true },
      { type: 'liveProgram', title: 'Live College Programs', orderable: true },
      { type: 'learningGamesPage', title: 'Learning Games Page' },
      { type: 'game', title: 'Games', orderable: true },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    entries: [
      {
        type: 'educator',
        title: 'Educators',
        orderable: true,
        lists: [
          { id: 'educator-leadership', title: 'Leadership', filter: '_type == $type && group == "leadership"' },
          { id: 'educator-faculty', title: 'Faculty', filter: '_type == $type && group == "faculty"' },
        ],
      },
      { type: 'calendarEvent', title: 'Calendar Events' },
      { type: 'ongoingProgram', title: 'Ongoing Programs', orderable: true },
      {
        type: 'careerPosition',
        title: 'Career Positions',
        orderable: true,
        lists: [
          { id: 'careerPosition-open', title: 'Open positions', filter: '_type == $type && open == true' },
          { id: 'careerPosition-closed', title: 'Closed positions', filter: '_type == $type && open != true' },
        ],
      },
      { type: 'testimonial', title: 'Testimonials' },
      { type: 'proverb', title: 'Proverbs' },
    ],
  },
]
