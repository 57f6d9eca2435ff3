'use client'

import { useState } from 'react'

import { bestKey } from '@/lib/learning/games/bests'
import {
  answerQuestion,
  isLastQuestion,
  nextQuestion,
  quizTier,
  startQuiz,
  type HistoryQuestion,
} from '@/lib/learning/games/history-quiz'

import { pickRound } from '@/lib/learning/games/round'

import { GameResult } from './GameResult'
import { useBest } from '@/lib/learning/games/use-best'
import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'

const button =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-lg font-semibold disabled:cursor-not-allowed disabled:opacity-50'

/** African Kingdoms Quiz: one locked answer per question, the explanation, a scored result. */
export function HistoryQuiz({ gameId, bank }: { gameId: string; bank: readonly HistoryQuestion[] }) {
  const [questions, setQuestions] = useState(() => pickRound(bank))
  const [state, setState] = useState(startQuiz)
  const [best, recordBest] = useBest(bestKey(gameId, 'score'), 'higher')
  const questionRef = useFocusOnChange<HTMLHeadingElement>(state.finished ? 'result' : state.index)
  const question = questions[state.index]

  if (state.finished) {
    return (
      <GameResult score={state.score} total={questions.length} tier={quizTier(state, questions)} best={best}>
        <button
          type="button"
          className={`${button} bg-clay text-white hover:bg-clay-dark`}
          onClick={() => {
            setQuestions(pickRound(bank, Math.random))
            setState(startQuiz())
          }}
        >
          Play Again
        </button>
      </GameResult>
    )
  }
  if (!question) return null

  const answered = state.selected !== null
  const correct = answered && state.selected === question.correctIndex
  const advance = () => {
    const next = nextQuestion(state, questions)
    if (next.finished) recordBest(next.score)
    setState(next)
  }

  return (
    <div className="rounded-3xl bg-white p-6 shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted">
        <p>
          Question {state.index + 1} of {questions.length}
        </p>
        <p>Score: {state.score}</p>
      </div>
      <div
        className="mt-2 h-2 rounded-full bg-sand"
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={questions.length}
        aria-valuenow={state.index + (answered ? 1 : 0)}
      >
        <div className="h-2 rounded-full bg-forest" style={{ width: `${((state.index + (answered ? 1 : 0)) / questions.length) * 100}%` }} />
      </div>
      <h2 ref={questionRef} tabIndex={-1} className="mt-6 font-display text-2xl font-semibold text-ink">
        {question.question}
      </h2>
      <div className="mt-5 grid gap-3 sm:grid-cols-2" role="group" aria-label="Answers">
        {question.options.map((option, index) => {
          const isCorrect = index === question.correctIndex
          const chosen = state.selected === index
          const tone = !answered
            ? 'border-sand-dark bg-cream hover:border-forest'
            : isCorrect
              ? 'border-forest bg-forest/10'
              : chosen
                ? 'border-clay bg-clay/10'
                : 'border-sand-dark bg-cream opacity-70'
          return (
            <button
              key={option}
              type="button"
              aria-pressed={chosen}
              aria-disabled={answered}
              onClick={() => setState(answerQuestion(state, questions, index))}
              className={`min-h-14 rounded-2xl border-2 px-4 py-3 text-left text-lg font-medium text-ink ${tone}`}
            >
              {option}
              {answered && isCorrect && <span className="sr-only"> (correct answer)</span>}
            </button>
          )
        })}
      </div>
      <div role="status" aria-live="polite" className="mt-5">
        {answered && (
          <div className={`rounded-2xl p-4 ${correct ? 'bg-forest/10 text-forest-dark' : 'bg-clay/10 text-clay-dark'}`}>
            <p className="font-semibold">{correct ? 'Correct!' : 'Incorrect.'}</p>
            <p className="mt-1 text-ink">{question.explanation}</p>
          </div>
        )}
      </div>
      {answered && (
        <div className="mt-5 text-right">
          <button type="button" className={`${button} bg-clay text-white hover:bg-clay-dark`} onClick={advance}>
            {isLastQuestion(state, questions) ? 'Complete Quiz' : 'Next Question'}
          </button>
        </div>
      )}
    </div>
  )
}
