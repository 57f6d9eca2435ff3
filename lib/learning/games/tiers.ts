/** Result tiers shared by the history quiz and the math game: perfect, 70 percent, below (docs/behaviour.md#game-rounds-and-tiers). */
export type GameTier = 'perfect' | 'great' | 'good-effort'

export const GREAT_JOB_THRESHOLD = 0.7

export function gameTier(score: number, total: number): GameTier {
  if (total > 0 && score >= total) return 'perfect'
  if (total > 0 && score / total >= GREAT_JOB_THRESHOLD) return 'great'
  return 'good-effort'
}
