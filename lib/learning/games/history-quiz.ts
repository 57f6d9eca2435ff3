import { gameTier, type GameTier } from './tiers'

/** The African Kingdoms Quiz as a state machine: one locked answer per question, then a result. */

export interface HistoryQuestion {
  question: string
  options: readonly string[]
  correctIndex: number
  explanation: string
}

export interface QuizState {
  index: number
  /** The option chosen for the current question, once locked. */
  selected: number | null
  score: number
  finished: boolean
}

export const startQuiz = (): QuizState => ({ index: 0, selected: null, score: 0, finished: false })

/** Picks an option; a second pick on the same question changes nothing (the answer locks). */
export function answerQuestion(state: QuizState, questions: readonly HistoryQuestion[], option: number): QuizState {
  const question = questions[state.index]
  if (state.finished || state.selected !== null || !question) return state
  if (!Number.isInteger(option) || option < 0 || option >= question.options.length) return state
  return { ...state, selected: option, score: state.score + (option === question.correctIndex ? 1 : 0) }
}

/** Next Question (or Complete Quiz on the last one); only after an answer. */
export function nextQuestion(state: QuizState, questions: readonly HistoryQuestion[]): QuizState {
  if (state.selected === null || state.finished) return state
  if (state.index + 1 >= questions.length) return { ...state, finished: true }
  return { ...state, index: state.index + 1, selected: null }
}

export const isLastQuestion = (state: QuizState, questions: readonly HistoryQuestion[]) =>
  state.index === questions.length - 1

export const quizTier = (state: QuizState, questions: readonly HistoryQuestion[]): GameTier =>
  gameTier(state.score, questions.length)
