import { defineQuery } from 'next-sanity'

import { IMAGE_FIELDS } from '@/lib/content/image-projection'
import { tagQuery } from '@/lib/content/query-tags'

/**
 * The school's pages: school year, schedule, plans, programs, about, curriculum, educators, events.
 *
 * GROQ sent to the Content Lake (connected mode) and evaluated by groq-js over the fixtures (local mode); `npm run
 * typegen` writes the result types into lib/content/sanity.types.ts. Under each query, `tagQuery` names the
 * document types it reads, through references too: its cache tags (tests/unit/query-tags.test.ts checks them).
 * ./content.ts loads them.
 */

export const PLANS_QUERY = defineQuery(`*[_type == "plan" && defined(key)] | order(orderRank asc){
  _id,
  key,
  name,
  monthlyPrice,
  "pricing": coalesce(pricing, "perChild"),
  siblingDiscountPercent,
  siblingNote,
  maxClassSize,
  description,
  features,
  popular,
  scheduleSummary
}`)
tagQuery(PLANS_QUERY, 'plan')

export const SCHOOL_YEAR_QUERY = defineQuery(`*[_type == "schoolYear" && _id == "schoolYear"][0]{
  label,
  fallSemesterStart,
  lastDay,
  nextYearNotice,
  interestMeetings[]{_key, date, time, durationMinutes, format}
}`)
tagQuery(SCHOOL_YEAR_QUERY, 'schoolYear')

export const WEEKLY_SCHEDULE_QUERY = defineQuery(`*[_type == "weeklySchedule" && _id == "weeklySchedule"][0]{
  dayGroups[]{_key, label, note, slots[]{_key, time, subjects}}
}`)
tagQuery(WEEKLY_SCHEDULE_QUERY, 'weeklySchedule')

export const PROGRAMS_PAGE_QUERY = defineQuery(`*[_type == "programsPage" && _id == "programsPage"][0]{
  seo{title, description},
  heading,
  intro,
  interestMeetingsHeading,
  plansHeading,
  scheduleHeading,
  scheduleIntro,
  packetsHeading,
  packetsIntro,
  welcomePackets[]{
    _key,
    title,
    grades
  }
}`)
tagQuery(PROGRAMS_PAGE_QUERY, 'programsPage')

// The page after a family pays its first month (/enrollment-success); its words live on the programs page.
export const ENROLLMENT_CONFIRMATION_QUERY =
  defineQuery(`*[_type == "programsPage" && _id == "programsPage"][0].enrollmentConfirmation{
  welcome,
  nextSteps[]{_key, title, description}
}`)
tagQuery(ENROLLMENT_CONFIRMATION_QUERY, 'programsPage')

export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  seo{title, description},
  heading,
  intro,
  missionHeading,
  mission,
  valuesHeading,
  values[]{_key, title, description},
  contactHeading,
  contactIntro,
  communityHeading,
  communityIntro
}`)
tagQuery(ABOUT_PAGE_QUERY, 'aboutPage')

export const CURRICULUM_PAGE_QUERY = defineQuery(`*[_type == "curriculumPage" && _id == "curriculumPage"][0]{
  seo{title, description},
  heading,
  intro,
  philosophyHeading,
  philosophy,
  principles[]{_key, title, description},
  subjectsHeading,
  subjectAreas[]{_key, title, description, topics},
  standardsHeading,
  standardsIntro,
  standards,
  consultationHeading,
  consultationIntro,
  consultationLabel
}`)
tagQuery(CURRICULUM_PAGE_QUERY, 'curriculumPage')

export const EDUCATORS_PAGE_QUERY = defineQuery(`*[_type == "educatorsPage" && _id == "educatorsPage"][0]{
  seo{title, description},
  heading,
  intro,
  leadershipHeading,
  facultyHeading,
  contactHeading,
  contactIntro,
  consultationLabel
}`)
tagQuery(EDUCATORS_PAGE_QUERY, 'educatorsPage')

// The contact e-mail leaves the dataset only when the educator chose to show it.
export const EDUCATORS_QUERY = defineQuery(`*[_type == "educator" && defined(group)] | order(orderRank asc, name asc){
  _id,
  name,
  role,
  group,
  portrait{${IMAGE_FIELDS}},
  shortBio,
  bio,
  subjects,
  "email": select(showEmail == true => email)
}`)
tagQuery(EDUCATORS_QUERY, 'educator')

export const EVENTS_PAGE_QUERY = defineQuery(`*[_type == "eventsPage" && _id == "eventsPage"][0]{
  seo{title, description},
  heading,
  intro,
  calendarHeading,
  eventsHeading,
  noUpcomingEvents,
  pastEventsHeading,
  programsHeading,
  programsIntro
}`)
tagQuery(EVENTS_PAGE_QUERY, 'eventsPage')

export const CALENDAR_EVENTS_QUERY =
  defineQuery(`*[_type == "calendarEvent" && defined(date)] | order(date asc, time asc){
  _id,
  title,
  type,
  date,
  endDate,
  time,
  durationMinutes,
  description
}`)
tagQuery(CALENDAR_EVENTS_QUERY, 'calendarEvent')

export const ONGOING_PROGRAMS_QUERY = defineQuery(`*[_type == "ongoingProgram"] | order(orderRank asc){
  _id,
  title,
  type,
  frequency,
  description
}`)
tagQuery(ONGOING_PROGRAMS_QUERY, 'ongoingProgram')
