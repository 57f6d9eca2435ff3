import type { QuizValue } from './quiz-values'

/** The course quiz's answers, by category (what each chosen option's value is). */
export interface QuizAnswers {
  age?: QuizValue<'age'>
  interest?: QuizValue<'interest'>
  time?: QuizValue<'time'>
  style?: QuizValue<'style'>
  goal?: QuizValue<'goal'>
}

export const COURSE_SLUGS = {
  kiswahili: 'kiswahili-language-culture',
  history: 'african-history-civilizations',
  mathematics: 'african-centered-mathematics',
  science: 'african-science-innovation',
  writing: 'creative-writing-storytelling',
  arts: 'african-arts-crafts',
} as const

export type RecommendedCourse = (typeof COURSE_SLUGS)[keyof typeof COURSE_SLUGS]

/**
 * The recommendation rules, in order: the first that applies decides (docs/behaviour.md#course-quiz).
 */
export function recommendCourse(answers: QuizAnswers): RecommendedCourse {
  if (answers.age === '5-8') return COURSE_SLUGS.arts
  switch (answers.interest) {
    case 'stem':
      return answers.age === '9-11' || answers.age === '12-14' ? COURSE_SLUGS.mathematics : COURSE_SLUGS.science
    case 'language-cultural':
      return COURSE_SLUGS.kiswahili
    case 'creative-arts':
      return answers.style === 'hands-on' ? COURSE_SLUGS.arts : COURSE_SLUGS.writing
    case 'history':
      return COURSE_SLUGS.history
    default:
      break
  }
  if (answers.goal === 'cultural-connection') return COURSE_SLUGS.kiswahili
  if (answers.goal === 'creative-expression') return COURSE_SLUGS.writing
  return COURSE_SLUGS.kiswahili
}
