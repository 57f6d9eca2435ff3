import { describe, expect, it } from 'vitest'

import { QUIZ_VALUES, type QuizCategory, type QuizValue } from '@/lib/learning/quiz-values'
import { QUIZ_COURSE_IDS, recommendCourse, type QuizAnswers } from '@/lib/learning/recommend'
import {
  collegeLessonRewrite,
  countWords,
  exerciseTier,
  lessonNumberFromPath,
  progressPercent,
} from '@/lib/learning/rules'

/** The rules of docs/behaviour.md#course-quiz written out independently, as a reference for the table-driven test. */
function expected(a: Required<QuizAnswers>): string {
  if (a.age === '5-8') return 'course-african-arts-crafts'
  if (a.interest === 'stem')
    return a.age === '9-11' || a.age === '12-14'
      ? 'course-african-centered-mathematics'
      : 'course-african-science-innovation'
  if (a.interest === 'language-cultural') return 'course-kiswahili-language-culture'
  if (a.interest === 'creative-arts')
    return a.style === 'hands-on' ? 'course-african-arts-crafts' : 'course-creative-writing-storytelling'
  if (a.interest === 'history') return 'course-african-history-civilizations'
  if (a.goal === 'cultural-connection') return 'course-kiswahili-language-culture'
  if (a.goal === 'creative-expression') return 'course-creative-writing-storytelling'
  return 'course-kiswahili-language-culture'
}

describe('course recommendation', () => {
  const values = <C extends QuizCategory>(category: C): Array<QuizValue<C>> =>
    QUIZ_VALUES[category].map((option) => option.value as QuizValue<C>)
  const combinations: Array<Required<QuizAnswers>> = []
  for (const age of values('age'))
    for (const interest of values('interest'))
      for (const time of values('time'))
        for (const style of values('style'))
          for (const goal of values('goal')) combinations.push({ age, interest, time, style, goal })

  it(`follows the recommendation rules for every one of the ${4 * 4 * 3 * 4 * 4} answer combinations`, () => {
    for (const answers of combinations)
      expect(recommendCourse(answers), JSON.stringify(answers)).toBe(expected(answers))
  })

  it('decides by the first rule that applies', () => {
    expect(recommendCourse({ age: '5-8', interest: 'stem' })).toBe(QUIZ_COURSE_IDS.arts)
    expect(recommendCourse({ age: '9-11', interest: 'stem' })).toBe(QUIZ_COURSE_IDS.mathematics)
    expect(recommendCourse({ age: '12-14', interest: 'stem' })).toBe(QUIZ_COURSE_IDS.mathematics)
    expect(recommendCourse({ age: '15-18', interest: 'stem' })).toBe(QUIZ_COURSE_IDS.science)
    expect(recommendCourse({ age: '15-18', interest: 'creative-arts', style: 'hands-on' })).toBe(QUIZ_COURSE_IDS.arts)
    expect(recommendCourse({ age: '15-18', interest: 'creative-arts', style: 'visual' })).toBe(QUIZ_COURSE_IDS.writing)
  })

  it('falls back on the goal, then Kiswahili, when no interest decides', () => {
    expect(recommendCourse({ age: '12-14', goal: 'cultural-connection' })).toBe(QUIZ_COURSE_IDS.kiswahili)
    expect(recommendCourse({ age: '12-14', goal: 'creative-expression' })).toBe(QUIZ_COURSE_IDS.writing)
    expect(recommendCourse({ age: '12-14', goal: 'life-skills' })).toBe(QUIZ_COURSE_IDS.kiswahili)
    expect(recommendCourse({})).toBe(QUIZ_COURSE_IDS.kiswahili)
  })
})

describe('lesson rules', () => {
  it('scores exercises in three tiers at 80% and 60%', () => {
    expect(exerciseTier(4, 5)).toBe('excellent')
    expect(exerciseTier(5, 5)).toBe('excellent')
    expect(exerciseTier(3, 5)).toBe('good')
    expect(exerciseTier(2, 4)).toBe('practice')
    expect(exerciseTier(0, 3)).toBe('practice')
    expect(exerciseTier(0, 0)).toBe('practice')
  })

  it('counts words the way a reader would', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   \n ')).toBe(0)
    expect(countWords('Habari za asubuhi, mwalimu!')).toBe(4)
    expect(countWords("Don't stop — well-known   stories\nlast.")).toBe(5)
    expect(countWords('word '.repeat(100))).toBe(100)
  })

  it('turns completed lessons into a whole percentage', () => {
    expect(progressPercent(0, 16)).toBe(0)
    expect(progressPercent(4, 16)).toBe(25)
    expect(progressPercent(1, 3)).toBe(33)
    expect(progressPercent(16, 16)).toBe(100)
    expect(progressPercent(3, 0)).toBe(0)
  })

  it('gives each lesson exactly one address: the numbers 1…total, nothing else', () => {
    expect(lessonNumberFromPath('1', 12)).toBe(1)
    expect(lessonNumberFromPath('7', 12)).toBe(7)
    expect(lessonNumberFromPath('12', 12)).toBe(12)
    for (const raw of ['', '0', '00', '01', '007', '13', '99', '2.5', '1e1', ' 1', 'abc', '-1', '+1', '１']) {
      expect(lessonNumberFromPath(raw, 12), JSON.stringify(raw)).toBeNull()
    }
  })

  it('opens a college player at lesson 1 when the lesson id is not a number, and leaves numbers alone', () => {
    expect(collegeLessonRewrite('/college-courses/application-prep/lesson/first')).toBe(
      '/college-courses/application-prep/lesson/1',
    )
    expect(collegeLessonRewrite('/college-courses/sat-prep/lesson/2.5')).toBe('/college-courses/sat-prep/lesson/1')
    expect(collegeLessonRewrite('/college-courses/sat-prep/lesson/7')).toBeNull()
    expect(collegeLessonRewrite('/college-courses/sat-prep/lesson/99')).toBeNull()
    expect(collegeLessonRewrite('/college-courses/sat-prep/lesson/007')).toBeNull()
    expect(collegeLessonRewrite('/college-courses/sat-prep')).toBeNull()
    expect(collegeLessonRewrite('/course/kiswahili-language-culture/lesson/abc')).toBeNull()
    expect(collegeLessonRewrite('/college-courses/sat-prep/lesson/abc/more')).toBeNull()
  })
})
