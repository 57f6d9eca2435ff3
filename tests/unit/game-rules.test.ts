import { describe, expect, it } from 'vitest'

import {
  answerQuestion,
  isLastQuestion,
  nextQuestion,
  quizTier,
  startQuiz,
  type HistoryQuestion,
} from '@/lib/learning/games/history-quiz'
import {
  mathTier,
  nextProblem,
  parseWholeNumber,
  randomRound,
  startMath,
  submitAnswer,
  type MathProblem,
} from '@/lib/learning/games/math'
import {
  deal,
  flip,
  isComplete,
  isFaceUp,
  MATCH_DELAY_MS,
  MISMATCH_DELAY_MS,
  settle,
  settleDelay,
  type MemoryState,
  type VocabularyPair,
} from '@/lib/learning/games/memory'
import { buildIndex, gameForQuery, MAX_SUGGESTIONS, suggest, type SearchableGame } from '@/lib/learning/games/search'
import { gameTier } from '@/lib/learning/games/tiers'

/** A seeded random source (mulberry32), so deals are repeatable. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A fake clock: timers run when the test advances time. */
function fakeClock() {
  let now = 0
  const timers: Array<{ at: number; run: () => void }> = []
  return {
    setTimeout: (run: () => void, ms: number) => void timers.push({ at: now + ms, run }),
    advance(ms: number) {
      now += ms
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
    },
  }
}

describe('score tiers', () => {
  it('are perfect at 100%, great from 70%, otherwise good effort', () => {
    expect(gameTier(5, 5)).toBe('perfect')
    expect(gameTier(7, 10)).toBe('great')
    expect(gameTier(69, 100)).toBe('good-effort')
    expect(gameTier(70, 100)).toBe('great')
    expect(gameTier(4, 5)).toBe('great')
    expect(gameTier(3, 5)).toBe('good-effort')
    expect(gameTier(0, 0)).toBe('good-effort')
  })
})

const questions: HistoryQuestion[] = [0, 1, 2, 3, 4].map((n) => ({
  question: `Question ${n + 1}`,
  options: ['A', 'B', 'C', 'D'],
  correctIndex: n % 4,
  explanation: 'Because.',
}))

describe('history quiz', () => {
  it('locks the first answer and counts it once', () => {
    let state = answerQuestion(startQuiz(), questions, 0)
    expect(state).toMatchObject({ selected: 0, score: 1 })
    state = answerQuestion(state, questions, 1)
    expect(state).toMatchObject({ selected: 0, score: 1 })
  })

  it('moves on only after an answer, and the last question completes the quiz', () => {
    let state = startQuiz()
    expect(nextQuestion(state, questions)).toBe(state)
    for (let index = 0; index < questions.length; index++) {
      expect(isLastQuestion(state, questions)).toBe(index === questions.length - 1)
      state = nextQuestion(answerQuestion(state, questions, questions[index]!.correctIndex), questions)
    }
    expect(state).toMatchObject({ finished: true, score: 5 })
    expect(quizTier(state, questions)).toBe('perfect')
  })

  it('ignores an option that does not exist', () => {
    expect(answerQuestion(startQuiz(), questions, 4)).toEqual(startQuiz())
  })
})

const problems: MathProblem[] = [12, 7, 30, 4, 100].map((answer, n) => ({
  question: `Problem ${n + 1}`,
  answer,
  context: 'At the market.',
  explanation: 'Count carefully.',
}))

describe('math game', () => {
  it('reads whole numbers only', () => {
    expect(parseWholeNumber('12')).toBe(12)
    expect(parseWholeNumber(' 7 ')).toBe(7)
    expect(parseWholeNumber('-3')).toBe(-3)
    for (const bad of ['', '  ', '12.5', '12a', '1e3', 'twelve', '+', '-']) expect(parseWholeNumber(bad)).toBeNull()
  })

  it('never counts empty or non-numeric input as an answer', () => {
    const start = startMath()
    expect(submitAnswer(start, problems, '')).toBe(start)
    expect(submitAnswer(start, problems, 'abc')).toBe(start)
    expect(submitAnswer(start, problems, '12')).toMatchObject({ submitted: 12, correct: true, score: 1 })
    expect(submitAnswer(start, problems, '13')).toMatchObject({ submitted: 13, correct: false, score: 0 })
  })

  it('plays a round to the end with the tiers at 69%, 70% and 100%', () => {
    let state = startMath()
    for (const [index, problem] of problems.entries()) {
      state = submitAnswer(state, problems, String(index < 4 ? problem.answer : problem.answer + 1))
      state = nextProblem(state, problems)
    }
    expect(state).toMatchObject({ finished: true, score: 4 })
    expect(mathTier(state, problems)).toBe('great')
  })

  it('opens a Random Problem round on another problem than the last round did', () => {
    for (let seed = 1; seed < 40; seed++) {
      const round = randomRound(problems, problems[0], seeded(seed))
      expect(round).toHaveLength(5)
      expect(round[0]).not.toBe(problems[0])
      expect(new Set(round).size).toBe(5)
    }
  })
})

const vocabulary: VocabularyPair[] = Array.from({ length: 18 }, (_, n) => ({
  id: `word-${n + 1}`,
  kiswahili: `neno ${n + 1}`,
  english: `word ${n + 1}`,
  emoji: '🔤',
}))

describe('memory game', () => {
  it('deals 8 pairs for 4x4 and 18 for 6x6, each pair once in each language, shuffled', () => {
    const small = deal(vocabulary, '4x4', seeded(1))
    expect(small.cards).toHaveLength(16)
    expect(new Set(small.cards.map((card) => card.pairId)).size).toBe(8)
    const large = deal(vocabulary, '6x6', seeded(1))
    expect(large.cards).toHaveLength(36)
    for (const pairId of new Set(large.cards.map((card) => card.pairId))) {
      expect(
        large.cards
          .filter((card) => card.pairId === pairId)
          .map((card) => card.language)
          .sort(),
      ).toEqual(['en', 'sw'])
    }
    expect(deal(vocabulary, '6x6', seeded(2)).cards.map((card) => card.id)).not.toEqual(
      large.cards.map((card) => card.id),
    )
    expect(() => deal(vocabulary.slice(0, 7), '4x4')).toThrow(/needs 8/)
  })

  const pairOf = (state: MemoryState, pairId: string) =>
    state.cards.filter((card) => card.pairId === pairId).map((card) => card.id)

  it('keeps a match revealed and clears the selection after 600 ms, counting one move', () => {
    const clock = fakeClock()
    let state = deal(vocabulary, '4x4', seeded(3))
    const [sw, en] = pairOf(state, state.cards[0]!.pairId)
    state = flip(flip(state, sw!), en!)
    expect(state.moves).toBe(1)
    expect(settleDelay(state)).toBe(MATCH_DELAY_MS)
    clock.setTimeout(() => (state = settle(state)), settleDelay(state)!)
    clock.advance(599)
    expect(state.flipped).toHaveLength(2)
    clock.advance(1)
    expect(state.flipped).toHaveLength(0)
    expect(state.cards.filter((card) => card.matched)).toHaveLength(2)
  })

  it('flips a mismatch back after 900 ms and allows at most two cards face up', () => {
    const clock = fakeClock()
    let state = deal(vocabulary, '4x4', seeded(4))
    const [a, b] = [state.cards[0]!, state.cards.find((card) => card.pairId !== state.cards[0]!.pairId)!]
    state = flip(flip(state, a.id), b.id)
    expect(state).toMatchObject({ moves: 1, pending: 'mismatch' })
    const third = state.cards.find((card) => !state.flipped.includes(card.id))!
    expect(flip(state, third.id)).toBe(state)
    expect(settleDelay(state)).toBe(MISMATCH_DELAY_MS)
    clock.setTimeout(() => (state = settle(state)), settleDelay(state)!)
    clock.advance(899)
    expect(isFaceUp(state, a)).toBe(true)
    clock.advance(1)
    expect(isFaceUp(state, a)).toBe(false)
    expect(isFaceUp(state, b)).toBe(false)
  })

  it('ignores a second flip of the same card and counts one move per two-card attempt until all match', () => {
    let state = deal(vocabulary, '4x4', seeded(5))
    expect(flip(flip(state, state.cards[0]!.id), state.cards[0]!.id).flipped).toHaveLength(1)
    for (const pairId of new Set(state.cards.map((card) => card.pairId))) {
      const [first, second] = pairOf(state, pairId)
      state = settle(flip(flip(state, first!), second!))
    }
    expect(isComplete(state)).toBe(true)
    expect(state.moves).toBe(8)
  })
})

const games: SearchableGame[] = [
  { id: 'kiswahili-word-match', title: 'Kiswahili Word Matching', keywords: ['kiswahili'] },
  {
    id: 'african-math-puzzle',
    title: 'African Math Adventures',
    keywords: ['math', 'number', 'skip counting', 'missing'],
  },
  {
    id: 'african-history-quiz',
    title: 'African Kingdoms Quiz',
    keywords: ['history', 'kingdom', 'timeline', 'civilization'],
  },
]

describe('catalogue search', () => {
  it('routes the catalogue keywords to their games', () => {
    expect(gameForQuery('Kiswahili colours', games)).toBe('kiswahili-word-match')
    for (const query of ['math', 'Number bonds', 'skip counting by 5', 'missing numbers'])
      expect(gameForQuery(query, games)).toBe('african-math-puzzle')
    for (const query of ['history', 'Kingdoms of Mali', 'timeline', 'civilization'])
      expect(gameForQuery(query, games)).toBe('african-history-quiz')
    expect(gameForQuery('painting', games)).toBeNull()
  })

  it('shows at most 8 suggestions, matching every word, borrowing the keyword game', () => {
    const index = buildIndex(
      Array.from({ length: 12 }, (_, n) => ({
        id: `activity:${n}`,
        label: `Counting game ${n + 1}`,
        detail: 'Elementary 3-5',
        gameId: null,
        extra: 'math',
      })),
    )
    const found = suggest('counting math', index, games)
    expect(found).toHaveLength(MAX_SUGGESTIONS)
    expect(found.every((suggestion) => suggestion.gameId === 'african-math-puzzle')).toBe(true)
    expect(suggest('counting kente', index, games)).toEqual([])
    expect(suggest('   ', index, games)).toEqual([])
  })
})

describe('rounds of five', () => {
  it('start with the bank’s first five, then draw five at random from the whole bank', async () => {
    const { pickRound, ROUND_SIZE } = await import('@/lib/learning/games/round')
    const bank = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    expect(ROUND_SIZE).toBe(5)
    expect(pickRound(bank)).toEqual(['a', 'b', 'c', 'd', 'e'])
    const drawn = pickRound(bank, seeded(9))
    expect(drawn).toHaveLength(5)
    expect(new Set(drawn).size).toBe(5)
    expect(drawn.every((item) => bank.includes(item))).toBe(true)
    expect(pickRound(['x', 'y'])).toEqual(['x', 'y'])
  })
})
