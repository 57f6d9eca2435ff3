'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { REVEAL_MARGINS, useReveal } from '@/lib/browser/reveal'
import { bestKey } from '@/lib/learning/games/bests'
import {
  deal,
  flip,
  isComplete,
  isFaceUp,
  PAIRS_PER_MODE,
  settle,
  settleDelay,
  shuffle,
  type MemoryMode,
  type MemoryState,
  type VocabularyPair,
} from '@/lib/learning/games/memory'
import { useBest } from '@/lib/learning/games/use-best'

const MODES: MemoryMode[] = ['4x4', '6x6']
const COLUMNS: Record<MemoryMode, number> = { '4x4': 4, '6x6': 6 }
const LANGUAGE: Record<'sw' | 'en', string> = { sw: 'Kiswahili', en: 'English' }
/** The smaller cards of the 6x6 board keep their words inside them. */
const CARD_TEXT: Record<MemoryMode, { label: string; word: string; emoji: string; card: string; row: string }> = {
  '4x4': {
    label: 'text-xs font-semibold sm:text-base',
    word: 'mt-1',
    emoji: 'text-xl sm:text-3xl',
    card: 'aspect-square p-1',
    row: 'mb-2 gap-2',
  },
  // On a phone (below sm) a 6x6 card is about 56 px wide: square, with the type it has elsewhere, a word of seven
  // letters ran out of it and a card of three words grew taller than the rest. There its cards are a little taller
  // than wide, all alike, with closer rows and smaller, lighter type: a seven-letter word across, in the site's font
  // or the fallback shown while it loads, and three lines ("what's the news?") under the emoji. From sm up the
  // board is as it was.
  '6x6': {
    label: 'text-xs font-semibold max-sm:text-[0.625rem] max-sm:leading-tight max-sm:font-normal max-sm:tracking-tight',
    word: 'mt-1 max-sm:mt-0.5',
    emoji: 'text-xl max-sm:text-sm max-sm:leading-none',
    card: 'aspect-square p-1 max-sm:aspect-[4/5] max-sm:p-0.5',
    row: 'mb-2 gap-2 max-sm:mb-1 max-sm:gap-1',
  },
}
/**
 * The board is square, so its width is also its height: no wider than the screen's height less the header, the
 * status line above the board and the buttons below it, so a laptop shows the board whole with its status line.
 */
const BOARD_WIDTH = 'min(100%, max(18rem, 100svh - 16rem))'

/** Re-deals the same words in new places (Reset). */
function reshuffle(state: MemoryState): MemoryState {
  return {
    ...state,
    cards: shuffle(
      state.cards.map((card) => ({ ...card, matched: false })),
      Math.random,
    ),
    flipped: [],
    moves: 0,
    pending: null,
  }
}

/**
 * Kiswahili Word Matching: cards are buttons in a grid (arrow keys move, Enter or Space flips), every
 * flip and match is announced, a mismatch turns back after 900 ms, a match clears after 600 ms.
 */
export function MemoryGame({ gameId, vocabulary }: { gameId: string; vocabulary: readonly VocabularyPair[] }) {
  // The first deal is fixed (no shuffle) so the server and the browser render the same board.
  const [state, setState] = useState<MemoryState>(() => deal(vocabulary, '4x4', () => 0))
  const [announcement, setAnnouncement] = useState('')
  const [focusIndex, setFocusIndex] = useState(0)
  const cardRefs = useRef<Array<HTMLButtonElement | null>>([])
  const shuffledOnce = useRef(false)
  const [best, recordBest] = useBest(bestKey(gameId, `moves-${state.mode}`))
  const complete = isComplete(state)
  const columns = COLUMNS[state.mode]
  const hongeraRef = useReveal<HTMLHeadingElement>(complete, { focus: true })

  // Shuffle for real once in the browser.
  useEffect(() => {
    if (shuffledOnce.current) return
    shuffledOnce.current = true
    setState(deal(vocabulary, '4x4'))
  }, [vocabulary])

  // A pair waits 900 ms (mismatch) or 600 ms (match) before it settles.
  useEffect(() => {
    const delay = settleDelay(state)
    if (delay === null) return
    const timer = window.setTimeout(() => {
      setState((current) => settle(current))
      if (state.pending === 'mismatch') setAnnouncement('Not a match. The cards turn back over.')
    }, delay)
    return () => window.clearTimeout(timer)
  }, [state])

  useEffect(() => {
    if (complete) recordBest(state.moves)
  }, [complete, recordBest, state.moves])

  const restart = (next: MemoryState, message: string) => {
    setState(next)
    setFocusIndex(0)
    setAnnouncement(message)
  }

  const onFlip = (cardId: string) => {
    const next = flip(state, cardId)
    if (next === state) return
    const card = next.cards.find((candidate) => candidate.id === cardId)!
    let message = `${card.label}, ${LANGUAGE[card.language]}.`
    if (next.pending === 'match') {
      // Both words, Kiswahili first, so a learner who cannot see the board hears which two go together.
      const pair = next.cards.filter((candidate) => candidate.pairId === card.pairId)
      const word = (language: string) => pair.find((candidate) => candidate.language === language)?.label
      message += ` Match! ${word('sw')} means ${word('en')}.`
    }
    if (isComplete(next)) message += ` Hongera! All pairs matched in ${next.moves} moves.`
    setAnnouncement(message)
    setState(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }
    let target: number | undefined
    if (event.key in moves) target = index + (moves[event.key] ?? 0)
    else if (event.key === 'Home') target = index - (index % columns)
    else if (event.key === 'End') target = index - (index % columns) + columns - 1
    if (target === undefined) return
    event.preventDefault()
    const bounded = Math.max(0, Math.min(state.cards.length - 1, target))
    setFocusIndex(bounded)
    cardRefs.current[bounded]?.focus()
  }

  return (
    <div className="rounded-3xl bg-white p-4 shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Board size" className="flex gap-2">
          {MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={state.mode === mode}
              onClick={() => restart(deal(vocabulary, mode), `New ${mode} game with ${PAIRS_PER_MODE[mode]} pairs.`)}
              className={buttonClass({
                size: 'compact',
                className: `border-2 ${state.mode === mode ? 'border-forest bg-forest text-cream' : 'border-forest text-forest'}`,
              })}
            >
              {mode}
            </button>
          ))}
        </div>
        <p className="text-lg font-semibold text-ink">
          Moves: <span data-testid="moves">{state.moves}</span>
          {best !== undefined && (
            <span className="ml-3 font-normal text-muted">
              Best ({state.mode}): {best}
            </span>
          )}
        </p>
      </div>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      <div className="relative mx-auto mt-5" style={{ maxWidth: BOARD_WIDTH }}>
        <div
          role="grid"
          aria-label={`Memory cards, ${state.mode}`}
          aria-rowcount={state.cards.length / columns}
          aria-colcount={columns}
          aria-busy={state.pending !== null}
        >
          {Array.from({ length: state.cards.length / columns }, (_, row) => (
            <div
              role="row"
              key={row}
              className={`grid ${CARD_TEXT[state.mode].row}`}
              style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {state.cards.slice(row * columns, row * columns + columns).map((card, column) => {
                const index = row * columns + column
                const faceUp = isFaceUp(state, card)
                return (
                  // Keyed by place, not by card: a deal changes what each place holds without moving any
                  // element, so the shuffle just after hydration (and Reset) shifts nothing on the page.
                  <div role="gridcell" key={index}>
                    <button
                      ref={(element) => {
                        cardRefs.current[index] = element
                      }}
                      type="button"
                      tabIndex={index === focusIndex ? 0 : -1}
                      data-pair-id={card.pairId}
                      data-card-id={card.id}
                      aria-label={
                        faceUp
                          ? `${card.label}, ${LANGUAGE[card.language]}${card.matched ? ', matched' : ''}`
                          : `Card ${index + 1}, face down`
                      }
                      aria-pressed={faceUp}
                      onFocus={() => setFocusIndex(index)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                      onClick={() => onFlip(card.id)}
                      className={`flex w-full flex-col items-center justify-center rounded-xl border-2 text-center ${CARD_TEXT[state.mode].card} ${CARD_TEXT[state.mode].label} ${
                        card.matched
                          ? 'border-forest bg-forest/10 text-forest-dark'
                          : faceUp
                            ? 'border-ochre bg-ochre-light text-ink'
                            : 'border-clay bg-clay text-white'
                      }`}
                    >
                      {faceUp ? (
                        <>
                          <span aria-hidden="true" className={CARD_TEXT[state.mode].emoji}>
                            {card.emoji}
                          </span>
                          <span className={`break-words ${CARD_TEXT[state.mode].word}`}>{card.label}</span>
                        </>
                      ) : (
                        <span aria-hidden="true" className={CARD_TEXT[state.mode].emoji}>
                          ?
                        </span>
                      )}
                    </button>
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        {/* Over the board, where the child is looking: nothing on the page moves. */}
        {complete && (
          <div
            className="absolute inset-x-2 top-1/2 -translate-y-1/2 rounded-2xl border-2 border-forest bg-white p-4 text-center shadow-lg"
            role="status"
          >
            <h2
              ref={hongeraRef}
              tabIndex={-1}
              className={`font-display text-2xl font-semibold text-forest-dark ${REVEAL_MARGINS}`}
            >
              Hongera! 🎉
            </h2>
            <p className="mt-1 text-ink">
              You matched all {PAIRS_PER_MODE[state.mode]} pairs in {state.moves} moves.
            </p>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass({ size: 'compact', tone: 'primary' })}
          onClick={() => restart(reshuffle(state), 'The board is reset.')}
        >
          Reset
        </button>
        <button
          type="button"
          className={buttonClass({ size: 'compact', tone: 'outline' })}
          onClick={() => restart(deal(vocabulary, state.mode), 'New words are dealt.')}
        >
          Shuffle New Words
        </button>
      </div>
    </div>
  )
}
