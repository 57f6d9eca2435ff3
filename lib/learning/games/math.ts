import { shuffle } from './memory'
import { pickRound, ROUND_SIZE } from './round'
import { gameTier, type GameTier } from './tiers'

/** African Math Adventures: whole-number answers, one try per problem, tiers like the quiz. */

export interface MathProblem {
  question: string
  answer: number
  context: string
  explanation: string
}

/** A whole number typed by the player ("12", " -3 "), or null for empty or anything else ("12.5", "12a", "1e3"). */
export function parseWholeNumber(input: string): number | null {
  const text = input.trim()
  if (!/^-?\d{1,9}$/.test(text)) return null
  return Number(text)
}

export interface MathState {
  index: number
  /** The submitted answer for the current problem, once checked. */
  submitted: number | null
  correct: boolean | null
  score: number
  finished: boolean
}

export const startMath = (index = 0): MathState => ({
  index,
  submitted: null,
  correct: null,
  score: 0,
  finished: false,
})

/** Checks an answer; input that is not a whole number never counts as an answer. */
export function submitAnswer(state: MathState, problems: readonly MathProblem[], input: string): MathState {
  const problem = problems[state.index]
  const value = parseWholeNumber(input)
  if (!problem || state.finished || state.submitted !== null || value === null) return state
  const correct = value === problem.answer
  return { ...state, submitted: value, correct, score: state.score + (correct ? 1 : 0) }
}

export function nextProblem(state: MathState, problems: readonly MathProblem[]): MathState {
  if (state.submitted === null || state.finished) return state
  if (state.index + 1 >= problems.length) return { ...state, finished: true }
  return { ...state, index: state.index + 1, submitted: null, correct: null }
}

/**
 * Random Problem: a new round that opens on a problem drawn at random from the whole bank (never the
 * one the last round opened on, when there is a choice), followed by others at random.
 */
export function randomRound(
  bank: readonly MathProblem[],
  lastFirst: MathProblem | undefined,
  random: () => number = Math.random,
): MathProblem[] {
  const candidates = bank.filter((problem) => problem !== lastFirst)
  if (candidates.length === 0) return pickRound(bank)
  const first = candidates[Math.floor(random() * candidates.length)] as MathProblem
  return [
    first,
    ...shuffle(
      bank.filter((problem) => problem !== first),
      random,
    ),
  ].slice(0, ROUND_SIZE)
}

export const mathTier = (state: MathState, problems: readonly MathProblem[]): GameTier =>
  gameTier(state.score, problems.length)
