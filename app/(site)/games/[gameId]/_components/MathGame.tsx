'use client'

import { useId, useState } from 'react'

import { bestKey } from '@/lib/learning/games/bests'
import { mathTier, nextProblem, parseWholeNumber, randomRound, startMath, submitAnswer, type MathProblem } from '@/lib/learning/games/math'

import { pickRound } from '@/lib/learning/games/round'

import { GameResult } from './GameResult'
import { useBest } from '@/lib/learning/games/use-best'
import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'

const button =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-lg font-semibold disabled:cursor-not-allowed disabled:opacity-50'

/** African Math Adventures: a whole-number answer per problem, one try each, a scored result. */
export function MathGame({ gameId, bank }: { gameId: string; bank: readonly MathProblem[] }) {
  const [problems, setProblems] = useState(() => pickRound(bank))
  const [state, setState] = useState(() => startMath())
  const [input, setInput] = useState('')
  const [best, recordBest] = useBest(bestKey(gameId, 'score'), 'higher')
  const inputId = useId()
  const hintId = useId()
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.finished ? 'result' : state.index)
  const problem = problems[state.index]
  const restart = (next: ReturnType<typeof startMath>) => {
    setState(next)
    setInput('')
  }

  if (state.finished) {
    return (
      <GameResult score={state.score} total={problems.length} tier={mathTier(state, problems)} best={best}>
        <button
          type="button"
          className={`${button} bg-clay text-white hover:bg-clay-dark`}
          onClick={() => {
            setProblems(pickRound(bank, Math.random))
            restart(startMath())
          }}
        >
          Start Over
        </button>
        <button
          type="button"
          className={`${button} border-2 border-forest text-forest hover:bg-forest hover:text-cream`}
          onClick={() => {
            setProblems(randomRound(bank, problems[0]))
            restart(startMath())
          }}
        >
          Random Problem
        </button>
      </GameResult>
    )
  }
  if (!problem) return null

  const checked = state.submitted !== null
  const advance = () => {
    const next = nextProblem(state, problems)
    if (next.finished) recordBest(next.score)
    setState(next)
    setInput('')
  }

  return (
    <div className="rounded-3xl bg-white p-6 shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted">
        <p>
          Problem {state.index + 1} of {problems.length}
        </p>
        <p>Score: {state.score}</p>
      </div>
      <p className="mt-5 rounded-2xl bg-sand px-4 py-3 text-ink">{problem.context}</p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 font-display text-2xl font-semibold text-ink">
        {problem.question}
      </h2>
      <form
        className="mt-5 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          setState(submitAnswer(state, problems, input))
        }}
      >
        <div className="flex flex-col">
          <label htmlFor={inputId} className="font-semibold text-ink">
            Your answer
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={hintId}
            value={input}
            disabled={checked}
            onChange={(event) => setInput(event.target.value)}
            className="mt-1 w-40 rounded-xl border-2 border-sand-dark bg-cream px-4 py-3 text-xl text-ink disabled:opacity-70"
          />
          <span id={hintId} className="mt-1 text-sm text-muted">
            A whole number, like 12
          </span>
        </div>
        {!checked && (
          <button type="submit" disabled={parseWholeNumber(input) === null} className={`${button} mb-6 bg-clay text-white hover:bg-clay-dark`}>
            Submit
          </button>
        )}
      </form>
      <div role="status" aria-live="polite" className="mt-2">
        {checked && (
          <div className={`rounded-2xl p-4 ${state.correct ? 'bg-forest/10 text-forest-dark' : 'bg-clay/10 text-clay-dark'}`}>
            <p className="font-semibold">{state.correct ? 'Correct!' : `Incorrect. The answer is ${problem.answer}.`}</p>
            <p className="mt-1 text-ink">{problem.explanation}</p>
          </div>
        )}
      </div>
      {checked && (
        <div className="mt-5 text-right">
          <button type="button" className={`${button} bg-clay text-white hover:bg-clay-dark`} onClick={advance}>
            {state.index + 1 >= problems.length ? 'Complete Quiz' : 'Next Problem'}
          </button>
        </div>
      )}
    </div>
  )
}
