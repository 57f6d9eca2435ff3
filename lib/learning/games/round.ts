import { shuffle } from './memory'

/** Questions per round of the history quiz and the math game (docs/behaviour.md#game-rounds-and-tiers). */
export const ROUND_SIZE = 5

/**
 * The questions of one round: the bank's first five for the first round (the same on the server and
 * in the browser), five drawn at random from the whole bank for every round after.
 */
export function pickRound<T>(bank: readonly T[], random?: () => number): T[] {
  return (random ? shuffle(bank, random) : [...bank]).slice(0, ROUND_SIZE)
}
