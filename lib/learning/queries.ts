import { defineQuery } from 'next-sanity'

import { IMAGE_FIELDS } from '@/lib/content/image-projection'
import { tagQuery } from '@/lib/content/query-tags'

/**
 * Learning: courses, the course quiz, live programs, the catalogue pages, games.
 *
 * GROQ sent to the Content Lake (connected mode) and evaluated by groq-js over the fixtures (local mode); `npm run
 * typegen` writes the result types into lib/content/sanity.types.ts. Under each query, `tagQuery` names the
 * document types it reads, through references too: its cache tags (tests/unit/query-tags.test.ts checks them).
 * ./content.ts loads them.
 */

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
  "lessonCount": count(modules[].lessons[]),
  "lessonKeys": modules[].lessons[]._key
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
      _type == "exerciseLesson" => { instructions, rightAnswerPraise, scenarios[]{_key, situation, options, correctIndex, explanation} },
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
