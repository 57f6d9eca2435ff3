import { ROUND_SIZE } from './round'

/**
 * What a game's blurb promises (docs/behaviour.md#game-blurbs): the names it mentions, and which of them no
 * question of the bank covers. A name is a capitalised word or a run of them ("Benin", "Great Zimbabwe"),
 * except the first word of a sentence, which is capitalised anyway. This catches places, peoples and
 * things by name; a promise in plain words ("greetings", "skip counting") is for a person to review.
 */

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu
const SENTENCE_END = /[.!?…]["”’)]*$/u

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && /\p{L}.*\p{L}/u.test(word)
/** "Musa’s" → "Musa". */
const stripPossessive = (word: string) => word.replace(/['’]s$/u, '')

/** The names a text mentions, in order, each once. */
export function namesIn(text: string): string[] {
  const names: string[] = []
  let run: string[] = []
  let sentenceStart = true
  let previousEnd = 0
  const flush = () => {
    if (run.length > 0) names.push(run.join(' '))
    run = []
  }
  for (const match of text.matchAll(WORD)) {
    const between = text.slice(previousEnd, match.index)
    previousEnd = match.index + match[0].length
    // A run of capitalised words continues across plain spaces only: "Kemet, Kush" is two names.
    if (!/^\s+$/u.test(between)) flush()
    if (SENTENCE_END.test(text.slice(0, match.index).trimEnd()) || match.index === 0) sentenceStart = true
    const word = stripPossessive(match[0])
    if (isCapitalised(word) && !sentenceStart) run.push(word)
    else flush()
    sentenceStart = false
  }
  flush()
  return [...new Set(names)]
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** True when `text` mentions `name` as whole words (a plural or possessive "s" allowed), ignoring case and accents. */
export function mentions(text: string, name: string): boolean {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(normalise(name))}('?s)?($|[^\\p{L}\\p{N}])`, 'u')
  return pattern.test(normalise(text))
}

/** The names of `blurb` that none of `texts` mentions. */
export function namesMissing(blurb: string, texts: readonly string[]): string[] {
  return namesIn(blurb).filter((name) => !texts.some((text) => mentions(text, name)))
}

type HistoryQuestionText = {
  question?: string
  options?: readonly string[]
  correctIndex?: number
  explanation?: string
}
type MathProblemText = { question?: string; context?: string; explanation?: string }

/**
 * What one question teaches, as text: the question, its right answer and its explanation (a wrong option
 * teaches nothing about the name it holds), or a problem's question, context and explanation.
 */
export function questionText(question: HistoryQuestionText | MathProblemText): string {
  const right =
    'options' in question && typeof question.correctIndex === 'number'
      ? (question.options?.[question.correctIndex] ?? '')
      : ''
  const context = 'context' in question ? (question.context ?? '') : ''
  return [question.question, right, context, question.explanation].filter(Boolean).join(' ')
}

type GameBank = {
  kind?: string
  historyQuestions?: readonly HistoryQuestionText[] | null
  mathProblems?: readonly MathProblemText[] | null
}

/** The texts of a game's questions, in bank order; null for a game without questions (the word game). */
export function bankTexts(game: GameBank): string[] | null {
  if (game.kind === 'history-quiz') return (game.historyQuestions ?? []).map(questionText)
  if (game.kind === 'math-puzzle') return (game.mathProblems ?? []).map(questionText)
  return null
}

/**
 * A blurb against its game's bank: the names no question covers, and the names only questions after the
 * first round cover (the first round is the bank's first five, so a player's first game never meets them).
 */
export function checkBlurb(blurb: string, bank: readonly string[]): { missing: string[]; laterOnly: string[] } {
  const missing = namesMissing(blurb, bank)
  const firstRound = bank.slice(0, ROUND_SIZE)
  const laterOnly = namesMissing(blurb, firstRound).filter((name) => !missing.includes(name))
  return { missing, laterOnly }
}

const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/** The Studio's warning for a blurb, or true when it promises only what the bank holds. */
export function blurbWarning(blurb: string | undefined, bank: readonly string[] | null, firstRound: boolean) {
  if (!blurb || !bank) return true
  const { missing, laterOnly } = checkBlurb(blurb, bank)
  if (missing.length > 0) {
    return `No question of this game mentions ${list(missing)}. Add a question about ${missing.length > 1 ? 'them' : 'it'}, or take ${missing.length > 1 ? 'them' : 'it'} out of this text.`
  }
  if (firstRound && laterOnly.length > 0) {
    const one = laterOnly.length === 1
    return `${list(laterOnly)} ${one ? 'is' : 'are'} only in questions after the fifth, and a player’s first game asks the first five. Move a question about ${one ? 'it' : 'them'} into the first five.`
  }
  return true
}
