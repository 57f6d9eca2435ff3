/**
 * Who is learning, and the keys a game page needs of them: which learner this device had learning, and their
 * games' bests. Apart from the other keys (learner-keys.ts, which re-exports these), so a game page does not
 * carry the keys and formats of lessons and drafts.
 */

/** A learner's id, or null for the anonymous visitor (signed out, local mode, or no learner chosen). */
export type LearnerId = string | null

/** Which learner this device last had learning for an account (kept until Logout). */
export const activeLearnerKeyOf = (userId: string): string => `sankofa.learner.${userId}`

/** The anonymous visitor's game bests: the key every best was kept under before bests had learners. */
export const BESTS_STORAGE_KEY = 'sankofa.game-bests.v1'

/** The local-storage key of a learner's game bests (lib/learning/games/bests.ts has their format). */
export const bestsKeyOf = (learner: LearnerId): string =>
  learner ? `${BESTS_STORAGE_KEY}.learner.${learner}` : BESTS_STORAGE_KEY
