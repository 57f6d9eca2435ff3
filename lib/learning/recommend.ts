import type { QuizValue } from './quiz-values'

/** The course quiz's answers, by category (what each chosen option's value is). */
export interface QuizAnswers {
  age?: QuizValue<'age'>
  interest?: QuizValue<'interest'>
  time?: QuizValue<'time'>
  style?: QuizValue<'style'>
  goal?: QuizValue<'goal'>
}

/**
 * The courses the rules recommend, by their document id. Staff may rename a course's URL name in the Studio;
 * its id never changes, so the rules keep pointing at the same course and the link is built from the URL name
 * it has now (docs/behaviour.md#course-quiz).
 */
export const QUIZ_COURSE_IDS = {
  kiswahili: 'course-kiswahili-language-culture',
  history: 'course-african-history-civilizations',
  mathematics: 'course-african-centered-mathematics',
  science: 'course-african-science-innovation',
  writing: 'course-creative-writing-storytelling',
  arts: 'course-african-arts-crafts',
} as const

export type RecommendedCourseId = (typeof QUIZ_COURSE_IDS)[keyof typeof QUIZ_COURSE_IDS]

/** What the quiz's result shows of a course. */
export interface QuizCourse {
  slug: string
  title: string
  description: string
  /** Coming Soon: a line under the result's Start This Course says its lessons are free to try now. */
  comingSoon: boolean
}

/** A catalogue course as the quiz needs it (COURSE_CATALOGUE_QUERY's fields). */
export interface CatalogueCourse extends Omit<QuizCourse, 'comingSoon'> {
  _id: string
  kind: string
  comingSoon?: boolean | null
}

/** The courses the rules can recommend, by id, as they are in the catalogue now. */
export type QuizCourses = Partial<Record<RecommendedCourseId, QuizCourse>>

/**
 * Every course the rules can recommend, looked up by id in the catalogue as it is now. A course that is no
 * longer a published self-paced course (deleted, or turned into a college course) is left out, and the quiz
 * recommends the first course the rules name that is still there (`courseFor`), never a missing page.
 */
export function quizCourses(catalogue: readonly CatalogueCourse[]): QuizCourses {
  const byId = new Map(catalogue.filter((course) => course.kind === 'self-paced').map((course) => [course._id, course]))
  return Object.fromEntries(
    Object.values(QUIZ_COURSE_IDS).flatMap((id) => {
      const course = byId.get(id)
      return course
        ? [
            [
              id,
              {
                slug: course.slug,
                title: course.title,
                description: course.description,
                comingSoon: course.comingSoon === true,
              },
            ],
          ]
        : []
    }),
  )
}

/** The course to show for a set of answers: the rules' choice, or the first recommendable course still published. */
export function courseFor(answers: QuizAnswers, courses: QuizCourses): QuizCourse | null {
  return courses[recommendCourse(answers)] ?? Object.values(courses)[0] ?? null
}

/**
 * The recommendation rules, in order: the first that applies decides (docs/behaviour.md#course-quiz).
 */
export function recommendCourse(answers: QuizAnswers): RecommendedCourseId {
  if (answers.age === '5-8') return QUIZ_COURSE_IDS.arts
  switch (answers.interest) {
    case 'stem':
      return answers.age === '9-11' || answers.age === '12-14' ? QUIZ_COURSE_IDS.mathematics : QUIZ_COURSE_IDS.science
    case 'language-cultural':
      return QUIZ_COURSE_IDS.kiswahili
    case 'creative-arts':
      return answers.style === 'hands-on' ? QUIZ_COURSE_IDS.arts : QUIZ_COURSE_IDS.writing
    case 'history':
      return QUIZ_COURSE_IDS.history
    default:
      break
  }
  if (answers.goal === 'cultural-connection') return QUIZ_COURSE_IDS.kiswahili
  if (answers.goal === 'creative-expression') return QUIZ_COURSE_IDS.writing
  return QUIZ_COURSE_IDS.kiswahili
}
