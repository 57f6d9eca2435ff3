import { defineQuery } from 'next-sanity'

/**
 * Every GROQ query the site runs. The same text is sent to the Content Lake (connected mode) and
 * evaluated by groq-js over the bundled fixtures (local mode). Result types are generated into
 * `sanity.types.ts` by `npm run typegen`.
 *
 * An image projection keeps what the URL builder needs (asset id, crop, hotspot) plus alt text and
 * the intrinsic dimensions next/image wants.
 */

// Spread into image objects: `image{${IMAGE_FIELDS}}`. Kept as a plain string so typegen inlines it.
const IMAGE_FIELDS = /* groq */ `
  alt,
  crop,
  hotspot,
  "asset": asset->{
    _id,
    url,
    mimeType,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
`

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  title,
  description,
  siteUrl,
  scholarshipClaim,
  logo{${IMAGE_FIELDS}},
  ogImage{${IMAGE_FIELDS}},
  contact{email, phone, address, hours},
  socialLinks[]{_key, platform, label, url},
  externalLinks{
    communityNetwork{label, url},
    homeworkPortal{label, url},
    steamSite{label, url},
    gamesSite{label, url},
    consultationBooking{label, url},
    ebookPdf{label, url},
    curriculumSite{label, url}
  },
  badges[]{_key, title, url, image{${IMAGE_FIELDS}}}
}`)

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{heading, subheading, primaryCtaLabel, secondaryCtaLabel, image{${IMAGE_FIELDS}}},
  curriculumPromo{heading, body, ctaLabel, shareText, image{${IMAGE_FIELDS}}},
  plansSection{heading, subheading},
  testimonialVideo{heading, title, videoId, poster{${IMAGE_FIELDS}}},
  parentQuotes{
    heading,
    "quotes": quotes[]->{_id, quote, author, location}
  },
  donation{heading, body, presetAmounts, dialogPresetAmounts, customLabel}
}`)

export const PLANS_QUERY = defineQuery(`*[_type == "plan" && defined(key)] | order(order asc){
  _id,
  key,
  name,
  monthlyPrice,
  description,
  features,
  popular,
  scheduleSummary,
  order
}`)

export const PROVERBS_QUERY = defineQuery(`*[_type == "proverb"] | order(_id asc){
  _id,
  text,
  origin
}`)

// ── School pages (issue 9) ──────────────────────────────────────────────────────────────────────

export const SCHOOL_YEAR_QUERY = defineQuery(`*[_type == "schoolYear" && _id == "schoolYear"][0]{
  label,
  fallSemesterStart,
  lastDay,
  interestMeetings[]{_key, date, time, durationMinutes, format}
}`)

export const WEEKLY_SCHEDULE_QUERY = defineQuery(`*[_type == "weeklySchedule" && _id == "weeklySchedule"][0]{
  dayGroups[]{_key, label, note, slots[]{_key, time, subjects}}
}`)

export const PROGRAMS_PAGE_QUERY = defineQuery(`*[_type == "programsPage" && _id == "programsPage"][0]{
  seo{title, description},
  heading,
  intro,
  plansHeading,
  scheduleHeading,
  scheduleIntro,
  packetsHeading,
  packetsIntro,
  welcomePackets[]{
    _key,
    title,
    grades,
    "file": file.asset->{url, originalFilename, size, mimeType}
  }
}`)

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

// The contact e-mail leaves the dataset only when the educator chose to show it.
export const EDUCATORS_QUERY = defineQuery(`*[_type == "educator" && defined(group)] | order(order asc, name asc){
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

export const EVENTS_PAGE_QUERY = defineQuery(`*[_type == "eventsPage" && _id == "eventsPage"][0]{
  seo{title, description},
  heading,
  intro,
  calendarHeading,
  eventsHeading,
  programsHeading,
  programsIntro
}`)

export const CALENDAR_EVENTS_QUERY = defineQuery(`*[_type == "calendarEvent" && defined(date)] | order(date asc, time asc){
  _id,
  title,
  type,
  date,
  endDate,
  time,
  durationMinutes,
  description
}`)

export const ONGOING_PROGRAMS_QUERY = defineQuery(`*[_type == "ongoingProgram"] | order(order asc){
  _id,
  title,
  type,
  frequency,
  description
}`)
