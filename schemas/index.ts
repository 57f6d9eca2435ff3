import type { SchemaTypeDefinition } from 'sanity'

import { blogPage } from './blog/blogPage'
import { blogPost } from './blog/blogPost'
import { calendarEvent } from './documents/calendarEvent'
import { careerPosition } from './documents/careerPosition'
import { educator } from './documents/educator'
import { ongoingProgram } from './documents/ongoingProgram'
import { plan } from './documents/plan'
import { game } from './games/game'
import { learningGamesPage } from './games/learningGamesPage'
import { proverb } from './documents/proverb'
import { testimonial } from './documents/testimonial'
import { badge } from './objects/badge'
import { contactInfo } from './objects/contactInfo'
import { externalLinks } from './objects/externalLinks'
import { imageWithAlt } from './objects/imageWithAlt'
import { linkWithLabel } from './objects/linkWithLabel'
import { seo } from './objects/seo'
import { socialLink } from './objects/socialLink'
import { titledText } from './objects/titledText'
import { aboutPage } from './singletons/aboutPage'
import { careersPage } from './singletons/careersPage'
import { curriculumPage } from './singletons/curriculumPage'
import { educatorsPage } from './singletons/educatorsPage'
import { eventsPage } from './singletons/eventsPage'
import { course } from './learning/course'
import { courseQuizQuestion } from './learning/courseQuizQuestion'
import { exerciseLesson, matchingLesson, textLesson, videoLesson, writingLesson } from './learning/lessons'
import { collegePrepPage, selfPacedPage } from './learning/learningPages'
import { liveProgram } from './learning/liveProgram'
import { homePage } from './singletons/homePage'
import { programsPage } from './singletons/programsPage'
import { schoolYear } from './singletons/schoolYear'
import { siteSettings } from './singletons/siteSettings'
import { weeklySchedule } from './singletons/weeklySchedule'

/** Document types edited as exactly one document each, with the document id equal to the type name. */
export const singletonTypes: ReadonlySet<string> = new Set([
  'siteSettings',
  'homePage',
  'schoolYear',
  'weeklySchedule',
  'programsPage',
  'aboutPage',
  'curriculumPage',
  'educatorsPage',
  'eventsPage',
  'careersPage',
  'selfPacedPage',
  'collegePrepPage',
  'learningGamesPage',
  'blogPage',
])

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
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
