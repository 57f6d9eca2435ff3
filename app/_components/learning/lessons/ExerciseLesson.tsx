'use client'

import { useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { REVEAL_MARGINS, useReveal } from '@/lib/browser/reveal'
import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'
import type { LessonOf } from '@/lib/learning/model'
import {
  EXERCISE_TIER_MESSAGES,
  exerciseFeedback,
  exerciseTier,
  passMarkSentence,
  type Score,
} from '@/lib/learning/rules'

import { useLessonCompletion } from '../LessonCompletion'
import { AnswerMark } from './AnswerMark'

const scoreText = (score: Score) => `${score.correct} of ${score.total}`

/**
 * An exercise: one locked answer per scenario with its feedback, then a score screen with Try Again
 * (docs/behaviour.md#lesson-types). Each finished attempt is recorded; 60 % or more completes the exercise and the
 * best attempt is kept.
 */
export function ExerciseLesson({ lesson }: { lesson: LessonOf<'exerciseLesson'> }) {
  const { completed, best, recordScore } = useLessonCompletion()
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<number[]>([])
  const [finished, setFinished] = useState(false)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(finished ? 'score' : index)
  const scenario = lesson.scenarios[index]
  const selected = answers[index]
  const answered = selected !== undefined
  // The score takes the focus and the screen when it is drawn. After an answer, its button comes on screen, and with
  // it the feedback just above.
  const scoreRef = useReveal<HTMLHeadingElement>(finished, { focus: true })
  const nextRef = useReveal<HTMLDivElement>(answered && !finished)
  const total = lesson.scenarios.length
  const correctCount = answers.filter((answer, position) => answer === lesson.scenarios[position]?.correctIndex).length

  if (finished) {
    const attempt = { correct: correctCount, total }
    const tier = exerciseTier(correctCount, total)
    return (
      <div className="rounded-2xl bg-cream p-6 text-center">
        <h3 ref={scoreRef} tabIndex={-1} className={`font-display text-2xl font-semibold text-ink ${REVEAL_MARGINS}`}>
          You got {correctCount} of {total} correct
        </h3>
        <p className="mt-2 text-xl font-semibold text-forest" role="status">
          {EXERCISE_TIER_MESSAGES[tier]}
        </p>
        <ExerciseStanding completed={completed} best={best} total={total} attempt={attempt} />
        <button
          type="button"
          className={buttonClass({ size: 'regular', tone: 'primary', dimmed: 'never', className: 'mt-5' })}
          onClick={() => {
            setAnswers([])
            setIndex(0)
            setFinished(false)
          }}
        >
          Try Again
        </button>
      </div>
    )
  }
  if (!scenario) return null
  const last = index === total - 1
  const correct = answered && selected === scenario.correctIndex

  return (
    <div>
      <p className="text-lg text-ink">{lesson.instructions}</p>
      {index === 0 && !answered && <ExerciseStanding completed={completed} best={best} total={total} />}
      <p className="mt-4 text-sm font-semibold text-muted">
        Scenario {index + 1} of {total}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-1 text-xl leading-relaxed font-semibold text-ink">
        {scenario.situation}
      </h3>
      <div role="group" aria-label="Choose an answer" className="mt-4 grid gap-3">
        {scenario.options.map((option, position) => {
          const isCorrect = position === scenario.correctIndex
          const chosen = selected === position
          const tone = !answered
            ? 'border-sand-dark bg-white hover:border-forest'
            : isCorrect
              ? 'border-forest bg-forest/10'
              : chosen
                ? 'border-clay bg-clay/10'
                : 'border-sand-dark bg-white opacity-70'
          const mark = !answered
            ? null
            : isCorrect
              ? chosen
                ? 'Your answer: correct'
                : 'Correct answer'
              : chosen
                ? 'Your answer: incorrect'
                : null
          return (
            <button
              key={option}
              type="button"
              aria-pressed={chosen}
              aria-disabled={answered}
              onClick={() => {
                if (!answered) setAnswers((current) => Object.assign([...current], { [index]: position }))
              }}
              className={`min-h-12 rounded-2xl border-2 px-4 py-3 text-left text-ink ${tone}`}
            >
              {option}
              {mark && (
                <span
                  className={`mt-1 flex items-center gap-1.5 text-sm font-semibold ${isCorrect ? 'text-forest-dark' : 'text-clay-dark'}`}
                >
                  <AnswerMark right={isCorrect} className="h-4 w-4" />
                  {/* The words go with the option into the button's name: "… Correct answer". */}
                  <span>{mark}</span>
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div role="status" aria-live="polite" className="mt-4">
        {answered && (
          <div className={`rounded-2xl p-4 ${correct ? 'bg-forest/10' : 'bg-clay/10'}`}>
            <p className={`flex items-start gap-2 font-semibold ${correct ? 'text-forest-dark' : 'text-clay-dark'}`}>
              <AnswerMark right={correct} className="mt-0.5 h-5 w-5" />
              <span>{exerciseFeedback(correct, lesson.rightAnswerPraise)}</span>
            </p>
            <p className="mt-1 text-ink">{scenario.explanation}</p>
          </div>
        )}
      </div>
      {answered && (
        <div ref={nextRef} className={`mt-4 text-right ${REVEAL_MARGINS}`}>
          <button
            type="button"
            className={buttonClass({ size: 'regular', tone: 'primary', dimmed: 'never' })}
            onClick={() => {
              if (last) {
                setFinished(true)
                recordScore({ correct: correctCount, total })
              } else setIndex(index + 1)
            }}
          >
            {last ? 'Complete Exercise' : 'Next Scenario'}
          </button>
        </div>
      )}
    </div>
  )
}

/**
 * Where the learner stands: the best score kept, and whether the exercise is completed or what completes it.
 * After an attempt (`attempt`), says whether that attempt completed it or whether an earlier best was kept.
 */
function ExerciseStanding({
  completed,
  best,
  total,
  attempt,
}: {
  completed: boolean
  best: Score | undefined
  total: number
  attempt?: Score
}) {
  const needed = passMarkSentence(total)
  const keptBest = attempt && best && (best.correct !== attempt.correct || best.total !== attempt.total)
  return (
    <div className={`text-ink ${attempt ? 'mt-3 space-y-1' : 'mt-3 rounded-2xl bg-cream p-4'}`}>
      {best && (
        <p data-testid="exercise-best">
          {keptBest ? 'Your best score, kept: ' : 'Your best score: '}
          <strong>{scoreText(best)}</strong>
        </p>
      )}
      {completed ? (
        <p className={`flex items-center gap-1.5 font-semibold text-forest-dark ${attempt ? 'justify-center' : ''}`}>
          <AnswerMark right className="h-5 w-5" />
          <span>Exercise completed.</span>
        </p>
      ) : (
        <p>{best || attempt ? `Not completed yet. ${needed}` : needed}</p>
      )}
    </div>
  )
}
