import { defineQuery } from 'next-sanity'

import { tagQuery } from './query-tags'

/**
 * Every GROQ query the site runs. The same text is sent to the Content Lake (connected mode) and
 * evaluated by groq-js over the bundled fixtures (local mode). Result types are generated into
 * `sanity.types.ts` by `npm run typegen`.
 *
 * Under every query, `tagQuery` names the document types it reads, through references too: those are its
 * cache tags, which a publish of such a document expires (tests/unit/query-tags.test.ts checks the list).
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
  proverbLabel,
  socialLinks[]{_key, platform, label, url},
  externalLinks{
    communityNetwork{label, url},
    consultationBooking{label, url},
    ebookPdf{label, url},
    curriculumSite{label, url}
  },
  quickLinksHeading,
  quickLinks[]{_key, label, href},
  "footerPages": footerPages[]->{_id, title, "slug": slug.current},
  badges[]{_key, title, url, image{${IMAGE_FIELDS}}}
}`)
tagQuery(SITE_SETTINGS_QUERY, 'siteSettings', 'page')

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{heading, subheading, primaryCtaLabel, secondaryCtaLabel, image{${IMAGE_FIELDS}}},
  curriculumPromo{heading, body, ctaLabel, shareLabel, shareText, image{${IMAGE_FIELDS}}},
  plansSection{heading, subheading},
  testimonialVideo{heading, title, videoId, poster{${IMAGE_FIELDS}}},
  parentQuotes{
    heading,
    "quotes": quotes[]->{_id, quote, author, location}
  },
  donation{heading, body, presetAmounts, dialogPresetAmounts, customLabel}
}`)
tagQuery(HOME_PAGE_QUERY, 'homePage', 'testimonial')

export const PLANS_QUERY = defineQuery(`*[_type == "plan" && defined(key)] | order(orderRank asc){
  _id,
  key,
  name,
  monthlyPrice,
  description,
  features,
  popular,
  scheduleSummary
}`)
tagQuery(PLANS_QUERY, 'plan')

export const PROVERBS_QUERY = defineQuery(`*[_type == "proverb"] | order(_id asc){
  _id,
  text,
  origin
}`)
tagQuery(PROVERBS_QUERY, 'proverb')

// ── School pages: school year, schedule, programs, about, curriculum, educators, events ─────────

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

// ── Learning: courses, course quiz, live programs, catalogue pages ──────────────────────────────

export const COURSE_PATHS_QUERY = defineQuery(`*[_type == "course" && defined(slug.current)] | order(slug.current asc){
  _id,
  "slug": slug.current,
  kind,
  "lessonCount": count(modules[].lessons[])
}`)
tagQuery(COURSE_PATHS_QUERY, 'course')

export const COURSE_CATALOGUE_QUERY = defineQuery(`*[_type == "course" && defined(slug.current)] | order(title asc){
  _id,
  title,
  "slug": slug.current,
  kind,
  category,
  level,
  duration,
  price,
  image{${IMAGE_FIELDS}},
  description,
  features,
  comingSoon,
  "lessonCount": count(modules[].lessons[])
}`)
tagQuery(COURSE_CATALOGUE_QUERY, 'course')

export const COURSE_QUERY = defineQuery(`*[_type == "course" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  kind,
  description,
  level,
  duration,
  comingSoon,
  image{${IMAGE_FIELDS}},
  modules[]{
    _key,
    title,
    lessons[]{
      _key,
      _type,
      title,
      duration,
      _type == "videoLesson" => {
        videoUrl,
        "videoFile": videoFile.asset->{url},
        "captions": captions.asset->{url},
        description,
        transcript,
        resources[]{_key, title, "file": file.asset->{url, originalFilename, size}}
      },
      _type == "textLesson" => { body },
      _type == "exerciseLesson" => { instructions, scenarios[]{_key, situation, options, correctIndex, explanation} },
      _type == "writingLesson" => { prompt, rubric, minimumWords },
      _type == "matchingLesson" => { instructions, pairs[]{_key, term, meaning} }
    }
  }
}`)
tagQuery(COURSE_QUERY, 'course')

export const COURSE_QUIZ_QUERY = defineQuery(`*[_type == "courseQuizQuestion"] | order(orderRank asc){
  _id,
  question,
  category,
  options[]{_key, label, value}
}`)
tagQuery(COURSE_QUIZ_QUERY, 'courseQuizQuestion')

export const LIVE_PROGRAMS_QUERY = defineQuery(`*[_type == "liveProgram"] | order(orderRank asc){
  _id,
  title,
  duration,
  schedule,
  price,
  priceUnit,
  description,
  features,
  popular
}`)
tagQuery(LIVE_PROGRAMS_QUERY, 'liveProgram')

export const SELF_PACED_PAGE_QUERY = defineQuery(`*[_type == "selfPacedPage" && _id == "selfPacedPage"][0]{
  seo{title, description},
  heading,
  intro,
  quizHeading,
  quizIntro,
  quizButtonLabel,
  coursesHeading,
  benefitsHeading,
  benefits[]{_key, title, description}
}`)
tagQuery(SELF_PACED_PAGE_QUERY, 'selfPacedPage')

export const COLLEGE_PREP_PAGE_QUERY = defineQuery(`*[_type == "collegePrepPage" && _id == "collegePrepPage"][0]{
  seo{title, description},
  heading,
  intro,
  programsHeading,
  programsIntro,
  coursesHeading,
  coursesIntro
}`)
tagQuery(COLLEGE_PREP_PAGE_QUERY, 'collegePrepPage')

// ── Games: the game documents and the games catalogue page ──────────────────────────────────────

export const GAMES_QUERY = defineQuery(`*[_type == "game" && defined(gameId.current)] | order(orderRank asc){
  _id,
  "gameId": gameId.current,
  title,
  kind,
  description,
  keywords
}`)
tagQuery(GAMES_QUERY, 'game')

export const GAME_QUERY = defineQuery(`*[_type == "game" && gameId.current == $gameId][0]{
  _id,
  "gameId": gameId.current,
  title,
  kind,
  description,
  seoDescription,
  historyQuestions[]{_key, question, options, correctIndex, explanation},
  mathProblems[]{_key, question, answer, context, explanation},
  vocabulary[]{_key, kiswahili, english, emoji}
}`)
tagQuery(GAME_QUERY, 'game')

export const LEARNING_GAMES_PAGE_QUERY = defineQuery(`*[_type == "learningGamesPage" && _id == "learningGamesPage"][0]{
  seo{title, description},
  heading,
  intro,
  gamesHeading,
  gradesHeading,
  gradeLevels[]{
    _key,
    gradeId,
    title,
    description,
    image{${IMAGE_FIELDS}},
    activities[]{_key, name, subtitle, type, duration, difficulty, ageGroup, "gameId": game->gameId.current}
  },
  subjectsHeading,
  subjectAreas[]{_key, subject, games},
  featuresHeading,
  features[]{_key, title, description},
  ctaHeading,
  ctaIntro,
  ctaLabel
}`)
tagQuery(LEARNING_GAMES_PAGE_QUERY, 'learningGamesPage', 'game')

// ── Shop: the words above the products (the products come from the shop's database) ─────────────

export const SHOP_PAGE_QUERY = defineQuery(`*[_type == "shopPage" && _id == "shopPage"][0]{
  heading,
  intro
}`)
tagQuery(SHOP_PAGE_QUERY, 'shopPage')

// ── Careers ─────────────────────────────────────────────────────────────────────────────────────

export const CAREERS_PAGE_QUERY = defineQuery(`*[_type == "careersPage" && _id == "careersPage"][0]{
  seo{title, description},
  heading,
  intro,
  whyHeading,
  whyPoints[]{_key, title, description},
  positionsHeading,
  positionsIntro,
  noOpenPositions,
  formHeading,
  formIntro
}`)
tagQuery(CAREERS_PAGE_QUERY, 'careersPage')

// Closed positions stay in the Studio; only open ones are listed and offered in the application form.
export const OPEN_POSITIONS_QUERY =
  defineQuery(`*[_type == "careerPosition" && open == true && defined(title)] | order(orderRank asc, title asc){
  _id,
  title,
  partTime,
  summary,
  responsibilities
}`)
tagQuery(OPEN_POSITIONS_QUERY, 'careerPosition')

// ── Blog ────────────────────────────────────────────────────────────────────────────────────────

export const BLOG_PAGE_QUERY = defineQuery(`*[_type == "blogPage" && _id == "blogPage"][0]{
  seo{title, description},
  heading,
  intro,
  featuredHeading,
  articlesHeading,
  emptyCategory
}`)
tagQuery(BLOG_PAGE_QUERY, 'blogPage')

// What a blog card and an article page both show. "updatedAt" is the document's last change (the sitemap's lastmod).
const POST_FIELDS = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  category,
  publishedAt,
  "updatedAt": coalesce(_updatedAt, publishedAt)`

// A post is published from its publish date on: $today is the date on the school's clock (lib/blog/content.ts
// passes it), so a post dated later is left out everywhere until that day (docs/behaviour.md#blog). A post with
// no date fails the comparison too.
// Newest first. "text" is the body's plain text, for the read time (lib/blog/read-time.ts).
export const BLOG_POSTS_QUERY =
  defineQuery(`*[_type == "blogPost" && defined(slug.current) && publishedAt <= $today] | order(publishedAt desc, _id asc){${POST_FIELDS},
  "featured": featured == true,
  mainImage{${IMAGE_FIELDS}},
  "author": author->{name, role},
  "text": pt::text(body)
}`)
tagQuery(BLOG_POSTS_QUERY, 'blogPost', 'educator')

export const BLOG_POST_QUERY =
  defineQuery(`*[_type == "blogPost" && slug.current == $slug && publishedAt <= $today][0]{${POST_FIELDS},
  mainImage{${IMAGE_FIELDS}},
  "author": author->{name, role, shortBio, portrait{${IMAGE_FIELDS}}},
  body[]{
    ...,
    _type == "blogImage" => {_key, _type, caption, ${IMAGE_FIELDS}}
  },
  "text": pt::text(body)
}`)
tagQuery(BLOG_POST_QUERY, 'blogPost', 'educator')

// ── Pages staff write: privacy policy, terms, refunds, FAQ (/<slug>) ───────────────────────────

// Every published page with its address: static params, the sitemap, and the lookup a made-up address fails.
export const PAGES_QUERY = defineQuery(`*[_type == "page" && defined(slug.current)] | order(slug.current asc){
  _id,
  title,
  "slug": slug.current,
  "updatedAt": coalesce(_updatedAt, lastUpdated)
}`)
tagQuery(PAGES_QUERY, 'page')

// "answerText" is an answer's plain text, for the FAQPage structured data.
export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo{title, description},
  intro,
  lastUpdated,
  reviewNotice,
  body,
  faq[]{
    _key,
    title,
    questions[]{_key, question, answer, "answerText": pt::text(answer)}
  }
}`)
tagQuery(PAGE_QUERY, 'page')
