'use client'

import { useMemo, useState } from 'react'

import type { LessonOf } from '@/lib/learning/model'

import { useLessonCompletion } from '../LessonCompletion'
import { AnswerMark } from './AnswerMark'

type Side = 'term' | 'meaning'

/** A stable order for the meanings (the same on the server and in the browser), never the terms' order. */
function meaningOrder(count: number, seed: string): number[] {
  let hash = 0
  for (const character of seed) hash = (hash * 31 + character.charCodeAt(0)) >>> 0
  const order = Array.from({ length: count }, (_, index) => index)
  for (let index = count - 1; index > 0; index--) {
    hash = (hash * 1103515245 + 12345) >>> 0
    const other = hash % (index + 1)
    ;[order[index], order[other]] = [order[other] as number, order[index] as number]
  }
  // Never leave every meaning beside its own term.
  if (count > 1 && order.every((value, index) => value === index)) order.push(order.shift() as number)
  return order
}

/**
 * A matching lesson: choose a term, then its meaning (or the other way round), by click, touch or
 * keyboard (the cards are buttons). A right pair stays matched; a wrong one is said and cleared.
 */
export function MatchingLesson({ lesson }: { lesson: LessonOf<'matchingLesson'> }) {
  const { complete } = useLessonCompletion()
  const order = useMemo(() => meaningOrder(lesson.pairs.length, lesson._key), [lesson.pairs.length, lesson._key])
  const [matched, setMatched] = useState<ReadonlySet<string>>(new Set())
  const [selection, setSelection] = useState<{ side: Side; key: string } | null>(null)
  const [message, setMessage] = useState('')
  const allMatched = matched.size === lesson.pairs.length

  const choose = (side: Side, key: string) => {
    if (matched.has(key)) return
    if (!selection || selection.side === side) {
      setSelection({ side, key })
      const pair = lesson.pairs.find((candidate) => candidate._key === key)
      setMessage(
        `Selected ${side === 'term' ? pair?.term : pair?.meaning}. Now choose its ${side === 'term' ? 'meaning' : 'term'}.`,
      )
      return
    }
    const pair = lesson.pairs.find((candidate) => candidate._key === key)
    if (selection.key === key && pair) {
      const next = new Set(matched).add(key)
      setMatched(next)
      // "goes with", not "means": many meanings are a sentence of their own ("Kemet" / "Built the pyramids...").
      const said = `Correct! ${pair.term} goes with “${pair.meaning}”.`
      setMessage(next.size === lesson.pairs.length ? `${said} All pairs matched. Well done!` : said)
      if (next.size === lesson.pairs.length) complete()
    } else {
      setMessage('Not a match. Try again.')
    }
    setSelection(null)
  }

  const card = (side: Side, key: string, label: string) => {
    const isMatched = matched.has(key)
    const isSelected = selection?.side === side && selection.key === key
    return (
      <button
        type="button"
        aria-pressed={isSelected}
        aria-disabled={isMatched}
        onClick={() => choose(side, key)}
        className={`min-h-12 w-full rounded-2xl border-2 px-4 py-3 text-left font-medium ${
          isMatched
            ? 'border-forest bg-forest/10 text-forest-dark'
            : isSelected
              ? 'border-ochre bg-ochre-light text-ink'
              : 'border-sand-dark bg-white text-ink hover:border-forest'
        }`}
      >
        {label}
        {isMatched && (
          <span className="mt-1 flex items-center gap-1 text-sm font-semibold">
            <AnswerMark right className="h-4 w-4" />
            <span>
              <span className="sr-only">(</span>Matched<span className="sr-only">)</span>
            </span>
          </span>
        )}
        {isSelected && <span className="mt-1 block text-sm font-semibold">Selected</span>}
      </button>
    )
  }

  return (
    <div>
      <p className="text-lg text-ink">{lesson.instructions}</p>
      <p className="mt-2 text-sm text-muted">
        {matched.size} of {lesson.pairs.length} pairs matched
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-6">
        <div>
          <h3 className="mb-2 font-semibold text-ink">Terms</h3>
          <ul className="space-y-2">
            {lesson.pairs.map((pair) => (
              <li key={pair._key}>{card('term', pair._key, pair.term)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-ink">Meanings</h3>
          <ul className="space-y-2">
            {order.map((position) => {
              const pair = lesson.pairs[position]
              return pair ? <li key={pair._key}>{card('meaning', pair._key, pair.meaning)}</li> : null
            })}
          </ul>
        </div>
      </div>
      {/* Held at the bottom of the screen while the cards reach below it, so a verdict shows where the learner is
          looking without moving the cards under their finger. */}
      <p
        role="status"
        aria-live="polite"
        className={`sticky bottom-0 z-10 mt-4 min-h-6 font-semibold ${allMatched ? 'text-forest-dark' : 'text-ink'} ${message ? '-mx-2 rounded-xl border-2 border-sand-dark bg-white px-3 py-2 shadow-md' : ''}`}
      >
        {message}
      </p>
      {matched.size > 0 && !allMatched && (
        <button
          type="button"
          onClick={() => {
            setMatched(new Set())
            setSelection(null)
            setMessage('Start again: all pairs are cleared.')
          }}
          className="mt-2 inline-flex min-h-11 items-center rounded-full border-2 border-clay px-5 py-2 font-semibold text-clay-dark"
        >
          Start Over
        </button>
      )}
    </div>
  )
}
