'use client'

import { useId, useRef, useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'
import { bestKey } from '@/lib/learning/games/bests'
import {
  mathTier,
  nextProblem,
  parseWholeNumber,
  randomRound,
  startMath,
  submitAnswer,
  type MathProblem,
} from '@/lib/learning/games/math'
import { pickRound } from '@/lib/learning/games/round'
import { useBest } from '@/lib/learning/games/use-best'

import { AnswerFeedback } from './AnswerFeedback'
import { GameResult } from './GameResult'
import { QuestionProgress } from './QuestionProgress'

/** African Math Adventures: a whole-number answer per problem, one try each, a scored result. */
export function MathGame({ gameId, bank }: { gameId: string; bank: readonly MathProblem[] }) {
  const [problems, setProblems] = useState(() => pickRound(bank))
  const [state, setState] = useState(() => startMath())
  const [input, setInput] = useState('')
  // Submit waits only for something typed; what is not a whole number is refused in words beside the box, so a
  // keyboard can always reach Submit and hears why nothing was checked.
  const [refused, setRefused] = useState(false)
  const [best, recordBest] = useBest(bestKey(gameId, 'score'))
  const inputId = useId()
  const hintId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
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
          className={buttonClass({ size: 'large', tone: 'primary' })}
          onClick={() => {
            setProblems(pickRound(bank, Math.random))
            restart(startMath())
          }}
        >
          Start Over
        </button>
        <button
          type="button"
          className={buttonClass({ size: 'large', tone: 'outline' })}
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
      <QuestionProgress noun="Problem" index={state.index} total={problems.length} score={state.score} />
      <p className="mt-5 rounded-2xl bg-sand px-4 py-3 text-ink">{problem.context}</p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 font-display text-2xl font-semibold text-ink">
        {problem.question}
      </h2>
      <form
        className="mt-5 flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          setRefused(parseWholeNumber(input) === null)
          setState(submitAnswer(state, problems, input))
          // Focus stays on the answer (docs/behaviour.md#feedback-in-view): the box keeps it, read-only, rather than
          // dropping it to the page, and a press of Submit, which goes away, leaves it there too.
          inputRef.current?.focus({ preventScroll: true })
        }}
      >
        <div className="flex flex-col">
          <label htmlFor={inputId} className="font-semibold text-ink">
            Your answer
          </label>
          <input
            ref={inputRef}
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={hintId}
            aria-invalid={refused || undefined}
            value={input}
            readOnly={checked}
            onChange={(event) => {
              setInput(event.target.value)
              setRefused(false)
            }}
            className="mt-1 w-40 rounded-xl border-2 border-sand-dark bg-cream px-4 py-3 text-xl text-ink read-only:opacity-70"
          />
          <span
            id={hintId}
            aria-live="polite"
            className={`mt-1 max-w-48 text-sm ${refused ? 'font-semibold text-clay-dark' : 'text-muted'}`}
          >
            {refused ? 'Not a whole number: type it in digits, with no point or comma' : 'A whole number, in digits'}
          </span>
        </div>
        {!checked && (
          <button
            type="submit"
            disabled={input.trim() === ''}
            className={buttonClass({ size: 'large', tone: 'primary', className: 'mt-7' })}
          >
            Submit
          </button>
        )}
      </form>
      <AnswerFeedback
        answered={checked}
        correct={state.correct === true}
        incorrectVerdict={`Incorrect. The answer is ${problem.answer}.`}
        explanation={problem.explanation}
        nextLabel={state.index + 1 >= problems.length ? 'Complete Quiz' : 'Next Problem'}
        onNext={advance}
        className="mt-2"
      />
    </div>
  )
}
