'use client'

import { useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'
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
import { useBest } from '@/lib/learning/games/use-best'

import { AnswerFeedback } from './AnswerFeedback'
import { GameResult } from './GameResult'
import { QuestionProgress } from './QuestionProgress'
import { VerdictIcon } from './VerdictIcon'

/** African Kingdoms Quiz: one locked answer per question, the explanation, a scored result. */
export function HistoryQuiz({ gameId, bank }: { gameId: string; bank: readonly HistoryQuestion[] }) {
  const [questions, setQuestions] = useState(() => pickRound(bank))
  const [state, setState] = useState(startQuiz)
  const [best, recordBest] = useBest(bestKey(gameId, 'score'))
  const questionRef = useFocusOnChange<HTMLHeadingElement>(state.finished ? 'result' : state.index)
  const question = questions[state.index]

  if (state.finished) {
    return (
      <GameResult score={state.score} total={questions.length} tier={quizTier(state, questions)} best={best}>
        <button
          type="button"
          className={buttonClass({ size: 'large', tone: 'primary' })}
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
      <QuestionProgress
        noun="Question"
        index={state.index}
        total={questions.length}
        score={state.score}
        answered={state.index + (answered ? 1 : 0)}
      />
      <h2 ref={questionRef} tabIndex={-1} className="mt-6 font-display text-2xl font-semibold text-ink">
        {question.question}
      </h2>
      <div className="mt-5 grid gap-3 sm:grid-cols-2" role="group" aria-label="Answers">
        {question.options.map((option, index) => {
          const isCorrect = index === question.correctIndex
          const chosen = state.selected === index
          // Once answered, the right option and a wrong pick each say so in words with an icon, not colour alone.
          const mark = !answered ? null : isCorrect ? 'Correct answer' : chosen ? 'Your answer' : null
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
              {/* the space keeps the option and its mark apart in the button's accessible name */}
              {`${option} `}
              {mark && (
                <span
                  className={`mt-1 flex items-center gap-1.5 text-sm font-semibold ${isCorrect ? 'text-forest-dark' : 'text-clay-dark'}`}
                >
                  <VerdictIcon correct={isCorrect} className="h-4 w-4" />
                  {mark}
                </span>
              )}
            </button>
          )
        })}
      </div>
      <AnswerFeedback
        answered={answered}
        correct={correct}
        incorrectVerdict="Incorrect."
        explanation={question.explanation}
        nextLabel={isLastQuestion(state, questions) ? 'Complete Quiz' : 'Next Question'}
        onNext={advance}
        className="mt-5"
      />
    </div>
  )
}
