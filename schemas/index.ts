import type { SchemaTypeDefinition } from 'sanity'

// One folder per part of the site a type feeds (docs/content-model.md, "Where the schemas are").
import { blogPage } from './blog/blogPage'
import { blogPost } from './blog/blogPost'
import { careerPosition } from './careers/careerPosition'
import { careersPage } from './careers/careersPage'
import { plan } from './commerce/plan'
import { shopPage } from './commerce/shopPage'
import { game } from './games/game'
import { learningGamesPage } from './games/learningGamesPage'
import { course } from './learning/course'
import { courseQuizQuestion } from './learning/courseQuizQuestion'
import { collegePrepPage, selfPacedPage } from './learning/learningPages'
import { exerciseLesson, matchingLesson, textLesson, videoLesson, writingLesson } from './learning/lessons'
import { liveProgram } from './learning/liveProgram'
import { badge } from './objects/badge'
import { contactInfo } from './objects/contactInfo'
import { externalLinks } from './objects/externalLinks'
import { imageWithAlt } from './objects/imageWithAlt'
import { linkWithLabel } from './objects/linkWithLabel'
import { seo } from './objects/seo'
import { socialLink } from './objects/socialLink'
import { titledText } from './objects/titledText'
import { calendarEvent } from './school/calendarEvent'
import { educator } from './school/educator'
import { educatorsPage } from './school/educatorsPage'
import { eventsPage } from './school/eventsPage'
import { ongoingProgram } from './school/ongoingProgram'
import { programsPage } from './school/programsPage'
import { schoolYear } from './school/schoolYear'
import { weeklySchedule } from './school/weeklySchedule'
import { aboutPage } from './site/aboutPage'
import { curriculumPage } from './site/curriculumPage'
import { homePage } from './site/homePage'
import { page } from './site/page'
import { proverb } from './site/proverb'
import { siteSettings } from './site/siteSettings'
import { testimonial } from './site/testimonial'

/**
 * Document types edited as exactly one document each, with the document id equal to the type name. This
 * list is the only place a type becomes a singleton: `singletonTypes` is built from it (the Studio reads
 * that to open each one straight into its document and to keep it out of every "create" menu), and a unit
 * test holds the Studio's areas to it (tests/unit/studio-areas.test.ts).
 */
const singletons = [
  siteSettings,
  homePage,
  schoolYear,
  weeklySchedule,
  programsPage,
  aboutPage,
  curriculumPage,
  educatorsPage,
  eventsPage,
  careersPage,
  selfPacedPage,
  collegePrepPage,
  learningGamesPage,
  blogPage,
  shopPage,
] as const

/** The name of a singleton type, which is also its document id. */
type SingletonType = (typeof singletons)[number]['name']

export const singletonTypes: ReadonlySet<string> = new Set<SingletonType>(singletons.map((type) => type.name))

/**
 * Every type, in the order the generated studio/schema.json and lib/content/sanity.types.ts follow: moving
 * an entry reorders both, and `npm run typegen:check` then asks for a regeneration.
 */
export const schemaTypes: SchemaTypeDefinition[] = [
  ...singletons,
  // documents
  plan,
  testimonial,
  proverb,
  educator,
  calendarEvent,
  ongoingProgram,
  careerPosition,
  course,
  courseQuizQuestion,
  liveProgram,
  game,
  blogPost,
  page,
  // objects
  imageWithAlt,
  linkWithLabel,
  socialLink,
  badge,
  contactInfo,
  externalLinks,
  seo,
  titledText,
  videoLesson,
  textLesson,
  exerciseLesson,
  writingLesson,
  matchingLesson,
]
