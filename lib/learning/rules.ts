/** Small rules the lesson players share (docs/behaviour.md#lesson-types), kept pure so they are tested once. */

export type ScoreTier = 'excellent' | 'good' | 'practice'

/** Exercise score tiers: 80% or more, 60% or more, otherwise. */
export function exerciseTier(correct: number, total: number): ScoreTier {
  const share = total === 0 ? 0 : correct / total
  if (share >= 0.8) return 'excellent'
  if (share >= 0.6) return 'good'
  return 'practice'
}

export const EXERCISE_TIER_MESSAGES: Record<ScoreTier, string> = {
  excellent: 'Excellent work!',
  good: 'Good effort!',
  practice: 'Keep practicing!',
}

export const EXERCISE_FEEDBACK = {
  correct: 'Correct! Great understanding of the cultural context.',
  incorrect: 'Not quite right. Read the explanation to learn more.',
} as const

export const WRITING_MESSAGES = {
  draftSaved: 'Draft saved successfully!',
  completed: 'Writing exercise completed! Great reflection!',
  tooShort: (minimum: number) => `Please write at least ${minimum} words for your reflection.`,
} as const

/** Words in a text: runs of letters, digits, apostrophes or hyphens (so "don't" and "well-known" count once). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0
}

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
