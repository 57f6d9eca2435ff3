/**
 * Who is learning: the learner's id, and which learner this device had learning for a parent. Apart from the other
 * keys (learner-keys.ts, which re-exports these), so a page that only needs to know who is learning does not carry
 * the keys and formats of lessons and drafts.
 */

/** A learner's id, or null for the anonymous visitor (signed out, local mode, or no learner chosen). */
export type LearnerId = string | null

/** Which learner this device last had learning for an account (kept until Logout). */
export const activeLearnerKeyOf = (userId: string): string => `sankofa.learner.${userId}`
