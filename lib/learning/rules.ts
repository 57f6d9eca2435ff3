/** Small rules the lesson players share (spec sections 3-5), kept pure so they are tested once. */

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

/** A college lesson id from the URL: absent or not a positive whole number → 1; beyond the last → the last. */
export function parseLessonNumber(raw: string | undefined | null, total: number): number {
  const parsed = raw && /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(parsed) || parsed < 1) return 1
  return Math.min(parsed, Math.max(total, 1))
}
