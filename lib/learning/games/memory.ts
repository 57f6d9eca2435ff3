/**
 * The Kiswahili memory game (docs/behaviour.md#memory-game): deal 8 pairs (4x4) or 18 pairs (6x6) from the vocabulary,
 * shuffled; at most two cards face up; a match is the same pair in different languages and stays
 * revealed; a mismatch flips back after 900 ms; a match clears the selection after 600 ms; one move
 * per two-card attempt. Time is not read here: the caller schedules `settle` after `settleDelay`.
 */

export interface VocabularyPair {
  id: string
  kiswahili: string
  english: string
  emoji: string
}

export type MemoryMode = '4x4' | '6x6'
export const PAIRS_PER_MODE: Record<MemoryMode, number> = { '4x4': 8, '6x6': 18 }
export const MISMATCH_DELAY_MS = 900
export const MATCH_DELAY_MS = 600

export interface MemoryCard {
  id: string
  pairId: string
  label: string
  language: 'sw' | 'en'
  emoji: string
  matched: boolean
}

export interface MemoryState {
  mode: MemoryMode
  cards: MemoryCard[]
  /** Ids of the face-up cards not yet matched (at most two). */
  flipped: string[]
  moves: number
  /** Set while two cards wait to flip back or clear. */
  pending: 'match' | 'mismatch' | null
}

/** Fisher-Yates with an injectable random source (tests pass a seeded one). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items]
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[result[index], result[other]] = [result[other] as T, result[index] as T]
  }
  return result
}

export function deal(
  bank: readonly VocabularyPair[],
  mode: MemoryMode,
  random: () => number = Math.random,
): MemoryState {
  const count = PAIRS_PER_MODE[mode]
  if (bank.length < count) throw new Error(`The vocabulary has ${bank.length} pairs; ${mode} needs ${count}`)
  const pairs = shuffle(bank, random).slice(0, count)
  const cards = pairs.flatMap((pair): MemoryCard[] => [
    { id: `${pair.id}-sw`, pairId: pair.id, label: pair.kiswahili, language: 'sw', emoji: pair.emoji, matched: false },
    { id: `${pair.id}-en`, pairId: pair.id, label: pair.english, language: 'en', emoji: pair.emoji, matched: false },
  ])
  return { mode, cards: shuffle(cards, random), flipped: [], moves: 0, pending: null }
}

export const isFaceUp = (state: MemoryState, card: MemoryCard) => card.matched || state.flipped.includes(card.id)

/** Turns a card over. Ignored while two cards are settling, for a face-up card or a matched one. */
export function flip(state: MemoryState, cardId: string): MemoryState {
  if (state.pending || state.flipped.length >= 2) return state
  const card = state.cards.find((candidate) => candidate.id === cardId)
  if (!card || card.matched || state.flipped.includes(cardId)) return state
  const flipped = [...state.flipped, cardId]
  if (flipped.length < 2) return { ...state, flipped }
  const [first, second] = flipped.map((id) => state.cards.find((candidate) => candidate.id === id)!)
  const match = first!.pairId === second!.pairId && first!.language !== second!.language
  return {
    ...state,
    flipped,
    moves: state.moves + 1,
    pending: match ? 'match' : 'mismatch',
    cards: match ? state.cards.map((c) => (c.pairId === first!.pairId ? { ...c, matched: true } : c)) : state.cards,
  }
}

/** How long the pair stays as it is before `settle` (900 ms for a mismatch, 600 ms for a match). */
export const settleDelay = (state: MemoryState): number | null =>
  state.pending === 'mismatch' ? MISMATCH_DELAY_MS : state.pending === 'match' ? MATCH_DELAY_MS : null

/** After the delay: a mismatch flips back, a match clears the selection (its cards stay revealed). */
export function settle(state: MemoryState): MemoryState {
  if (!state.pending) return state
  return { ...state, flipped: [], pending: null }
}

export const isComplete = (state: MemoryState) => state.cards.length > 0 && state.cards.every((card) => card.matched)
