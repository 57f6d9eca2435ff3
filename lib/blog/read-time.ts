import { countWords } from '../learning/rules'

/** An adult's silent reading pace for web prose, in words per minute. */
export const WORDS_PER_MINUTE = 200

/** Minutes to read an article's text (headings, paragraphs, lists, quotes), rounded up; at least 1. */
export function readTimeMinutes(text: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(text ?? '') / WORDS_PER_MINUTE))
}

/** "6 min read" */
export const formatReadTime = (minutes: number): string => `${minutes} min read`
