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

export const startMath = (index = 0): MathState => ({ index, submitted: null, correct: null, score: 0, finished: false })

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

/** Random Problem: a fresh round starting at a problem other than the current one when there is a choice. */
export function randomProblem(state: MathState, problems: readonly MathProblem[], random: () => number = Math.random): MathState {
  if (problems.length <= 1) return startMath(0)
  let index = Math.floor(random() * problems.length) % problems.length
  if (index === state.index) index = (index + 1) % problems.length
  return startMath(index)
}

export const mathTier = (state: MathState, problems: readonly MathProblem[]): GameTier => gameTier(state.score, problems.length)
