/** Small rules the lesson players share (docs/behaviour.md#lesson-types), kept pure so they are tested once. */

import { percentText } from '@/supabase/functions/_shared/validation/percent'

export type ScoreTier = 'excellent' | 'good' | 'practice'

/** Exercise score tiers: 80% or more, 60% or more, otherwise (whole numbers compared, no rounding). */
export function exerciseTier(correct: number, total: number): ScoreTier {
  if (total <= 0) return 'practice'
  if (correct * 5 >= total * 4) return 'excellent'
  if (correct * 5 >= total * 3) return 'good'
  return 'practice'
}

/** One attempt at an exercise: right answers out of the scenarios it had. */
export interface Score {
  readonly correct: number
  readonly total: number
}

/** An exercise is completed by an attempt of 60 % or more: "Good effort!" or better. */
export const passesExercise = (score: Score): boolean => exerciseTier(score.correct, score.total) !== 'practice'

/**
 * The better of two attempts: the higher share of right answers; on a tie the one kept first (so Try Again never
 * replaces a best with an equal score). Either may be missing.
 */
export function betterScore(kept: Score | undefined, attempt: Score | undefined): Score | undefined {
  if (!kept || !attempt) return kept ?? attempt
  return attempt.correct * kept.total > kept.correct * attempt.total ? attempt : kept
}

export const EXERCISE_TIER_MESSAGES: Record<ScoreTier, string> = {
  excellent: 'Excellent work!',
  good: 'Good effort!',
  practice: 'Keep practicing!',
}

export const EXERCISE_FEEDBACK = {
  correct: 'Correct!',
  incorrect: 'Not quite right. Read the explanation to learn more.',
} as const

/**
 * What a chosen answer is told. A right one: "Correct!" and the exercise's own praise from the CMS (the Kiswahili
 * greetings exercise keeps the product's "Great understanding of the cultural context."); one shared sentence would
 * praise an SAT grammar answer for its cultural context.
 */
export function exerciseFeedback(correct: boolean, praise: string | null | undefined): string {
  if (!correct) return EXERCISE_FEEDBACK.incorrect
  const own = praise?.trim()
  return own ? `${EXERCISE_FEEDBACK.correct} ${own}` : EXERCISE_FEEDBACK.correct
}

/**
 * What a writing lesson says. "Writing exercise completed! Great reflection!" is the product's own sentence; the
 * code earns it by checking more than length (enough words, and enough different words, so a hundred times the same
 * word is not praised), and the line beside it says what was checked. The lesson also says who reads it.
 */
export const WRITING_MESSAGES = {
  draftSaved: 'Draft saved successfully!',
  completed: 'Writing exercise completed! Great reflection!',
  tooShort: (minimum: number) => `Please write at least ${minimum} words for your reflection.`,
  tooRepetitive: (needed: number) =>
    `Your reflection repeats the same words: use at least ${needed} different words, in your own sentences.`,
  selfCheck: 'These points are for checking your own reflection before you submit. No teacher marks it on this site.',
  keptForFamily: 'Your reflection is kept with your learning record, and your parent can read it on their family page.',
  sending: 'Sending your reflection to your learning record…',
  unsent:
    'Your reflection has not reached your learning record yet. It is kept in this browser and is sent again the next time you learn here, or now with Try again.',
  keptOnDevice: 'Your reflection is kept in this browser only.',
  howToKeep: 'To keep it with your learning record, a parent signs in and chooses you as the learner.',
} as const

/** How many different words a reflection of `minimum` words needs: two in five, well under any real reflection's. */
export const differentWordsNeeded = (minimum: number): number => Math.ceil(minimum * 0.4)

/** The line beside the praise: the two things the code checked, the length against the minimum and the variety. */
export const writingSubmittedLine = (words: number, different: number, minimum: number): string =>
  `Submitted: ${words} words (${different} different), ${words > minimum ? 'over the' : 'the'} ${minimum}-word minimum.`

// Runs of letters, digits, apostrophes or hyphens (so "don't" and "well-known" count once).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu
const wordsOf = (text: string): string[] => text.match(WORD) ?? []

/** Words in a text. */
export const countWords = (text: string): number => wordsOf(text).length

/** Different words in a text, ignoring case ("The" and "the" are one). */
export const countDifferentWords = (text: string): number => new Set(wordsOf(text.toLocaleLowerCase())).size

/** Whole-number percentage of lessons completed (0 for a course with no lessons). */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0
  return Math.round((Math.min(completed, total) / total) * 100)
}

/**
 * The lesson a URL's lesson id names, counted from 1, or null. Only the canonical numbers 1…total name a
 * lesson ("01", "0", "2.5", "99" of 12, "abc" do not), so each lesson has exactly one address.
 */
export function lessonNumberFromPath(raw: string, total: number): number | null {
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) return null
  const number = Number(raw)
  return number <= total ? number : null
}

/**
 * College players open lesson 1 when the lesson id is not a number at all (`/lesson/first`). The proxy shows
 * lesson 1's page at such an address (a rewrite), so no render is kept under the made-up id. Answers the path
 * to show, or null when the address is left alone (numbers, including ones that are no lesson: those are 404s).
 */
export function collegeLessonRewrite(pathname: string): string | null {
  const match = /^(\/college-courses\/[^/]+\/lesson)\/([^/]+)$/.exec(pathname)
  if (!match || /^[0-9]+$/.test(match[2]!)) return null
  return `${match[1]}/1`
}

/**
 * The lesson types that are completed by what the learner does inside them: a passing exercise, a submitted
 * reflection, every pair matched. The player's Complete and Continue (and the college Next) moves on from them
 * without marking them; it marks only the lessons a learner completes by reading or watching.
 */
const EARNED_COMPLETION: ReadonlySet<string> = new Set(['exerciseLesson', 'writingLesson', 'matchingLesson'])

export const completesOnContinue = (lessonType: string): boolean => !EARNED_COMPLETION.has(lessonType)

/** The fewest right answers out of `total` that complete an exercise (60 %, rounded up). */
export const passMark = (total: number): number => Math.floor((total * 3 + 4) / 5)

/** The pass mark as the rule is, the share first: "Get at least 60 % (3 of 4) right to complete this exercise." */
export const passMarkSentence = (total: number): string =>
  `Get at least ${percentText(60)} (${passMark(total)} of ${total}) right to complete this exercise.`
