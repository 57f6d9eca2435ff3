import { describe, expect, it } from 'vitest'

import { courseLinkLabel, quizCourseLink } from '@/lib/learning/course-links'
import { QUIZ_VALUES, type QuizCategory, type QuizValue } from '@/lib/learning/quiz-values'
import { QUIZ_COURSE_IDS, recommendCourse, type QuizAnswers } from '@/lib/learning/recommend'
import {
  betterScore,
  collegeLessonRewrite,
  completesOnContinue,
  countDifferentWords,
  countWords,
  differentWordsNeeded,
  exerciseFeedback,
  exerciseTier,
  lessonNumberFromPath,
  passesExercise,
  passMark,
  passMarkSentence,
  progressPercent,
  WRITING_MESSAGES,
  writingSubmittedLine,
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
    // Exactly on the boundaries, with no rounding: 3 of 5 is 60 %, 8 of 10 is 80 %.
    expect(exerciseTier(6, 10)).toBe('good')
    expect(exerciseTier(8, 10)).toBe('excellent')
    expect(exerciseTier(59, 100)).toBe('practice')
  })

  it('completes an exercise from 60 % ("Good effort!" or better): 3 of 4, not 1 or 2 of 4', () => {
    expect(passesExercise({ correct: 1, total: 4 })).toBe(false)
    expect(passesExercise({ correct: 2, total: 4 })).toBe(false)
    expect(passesExercise({ correct: 3, total: 4 })).toBe(true)
    expect(passesExercise({ correct: 3, total: 5 })).toBe(true)
    expect(passesExercise({ correct: 0, total: 0 })).toBe(false)
    for (const total of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const mark = passMark(total)
      expect(passesExercise({ correct: mark, total }), `${mark} of ${total}`).toBe(true)
      expect(passesExercise({ correct: mark - 1, total }), `${mark - 1} of ${total}`).toBe(false)
    }
    expect(passMark(4)).toBe(3)
  })

  it('states the pass mark as the rule is: a share, then what it is out of this exercise', () => {
    expect(passMarkSentence(4)).toBe('Get at least 60\u00a0% (3 of 4) right to complete this exercise.')
    expect(passMarkSentence(5)).toBe('Get at least 60\u00a0% (3 of 5) right to complete this exercise.')
    expect(passMarkSentence(12)).toBe('Get at least 60\u00a0% (8 of 12) right to complete this exercise.')
  })

  it("praises a right answer with the exercise's own words, never one sentence for every course", () => {
    expect(exerciseFeedback(true, 'You chose the respectful greeting.')).toBe(
      'Correct! You chose the respectful greeting.',
    )
    expect(exerciseFeedback(true, null)).toBe('Correct!')
    expect(exerciseFeedback(true, '  ')).toBe('Correct!')
    expect(exerciseFeedback(false, 'You chose the respectful greeting.')).toBe(
      'Not quite right. Read the explanation to learn more.',
    )
  })

  it('keeps the product’s praise and says beside it what earned it: the length and the different words', () => {
    expect(WRITING_MESSAGES.completed).toBe('Writing exercise completed! Great reflection!')
    expect(writingSubmittedLine(112, 64, 100)).toBe('Submitted: 112 words (64 different), over the 100-word minimum.')
    expect(writingSubmittedLine(100, 40, 100)).toBe('Submitted: 100 words (40 different), the 100-word minimum.')
    expect(writingSubmittedLine(251, 120, 250)).toBe('Submitted: 251 words (120 different), over the 250-word minimum.')
  })

  it('counts different words without regard to case, so one word repeated is one', () => {
    expect(countDifferentWords('blah '.repeat(110))).toBe(1)
    expect(countDifferentWords('The elders greet the children, and the children greet the elders.')).toBe(5)
    expect(countDifferentWords("Don't stop; don’t STOP")).toBe(3)
    expect(differentWordsNeeded(100)).toBe(40)
    expect(differentWordsNeeded(250)).toBe(100)
    expect(WRITING_MESSAGES.tooRepetitive(40)).toBe(
      'Your reflection repeats the same words: use at least 40 different words, in your own sentences.',
    )
  })

  it('keeps the better of two attempts, the one kept on a tie', () => {
    const kept = { correct: 2, total: 4 }
    expect(betterScore(kept, { correct: 1, total: 4 })).toBe(kept)
    expect(betterScore(kept, { correct: 2, total: 4 })).toBe(kept)
    expect(betterScore(kept, { correct: 3, total: 6 })).toBe(kept)
    expect(betterScore(kept, { correct: 3, total: 4 })).toEqual({ correct: 3, total: 4 })
    expect(betterScore(undefined, kept)).toBe(kept)
    expect(betterScore(kept, undefined)).toBe(kept)
    expect(betterScore(undefined, undefined)).toBeUndefined()
  })

  it('lets Complete and Continue mark only the lessons completed by reading or watching', () => {
    expect(completesOnContinue('videoLesson')).toBe(true)
    expect(completesOnContinue('textLesson')).toBe(true)
    expect(completesOnContinue('exerciseLesson')).toBe(false)
    expect(completesOnContinue('writingLesson')).toBe(false)
    expect(completesOnContinue('matchingLesson')).toBe(false)
  })

  it('names a catalogue card\'s link into a Coming Soon course "Preview the course"', () => {
    expect(courseLinkLabel(true, 'Explore the lessons')).toBe('Preview the course')
    expect(courseLinkLabel(null, 'Explore the lessons')).toBe('Explore the lessons')
  })

  it('keeps the course quiz\'s "Start This Course", with a line under it for a Coming Soon course', () => {
    expect(quizCourseLink(true)).toEqual({
      label: 'Start This Course',
      note: 'Coming soon: its lessons are free to try now.',
    })
    expect(quizCourseLink(false)).toEqual({ label: 'Start This Course', note: null })
    expect(quizCourseLink(null)).toEqual({ label: 'Start This Course', note: null })
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
