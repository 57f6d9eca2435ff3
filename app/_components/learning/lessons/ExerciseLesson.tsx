'use client'

import { useState } from 'react'

import { EXERCISE_FEEDBACK, EXERCISE_TIER_MESSAGES, exerciseTier } from '@/lib/learning/rules'

import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'
import { useLessonCompletion } from '../LessonCompletion'
import type { LessonOf } from '@/lib/learning/model'
import { buttonClass } from '@/lib/ui/button-classes'

/** An exercise: one locked answer per scenario with its feedback, then a score screen with Try Again (docs/behaviour.md#lesson-types). */
export function ExerciseLesson({ lesson }: { lesson: LessonOf<'exerciseLesson'> }) {
  const { complete } = useLessonCompletion()
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<number[]>([])
  const [finished, setFinished] = useState(false)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(finished ? 'score' : index)
  const scenario = lesson.scenarios[index]
  const selected = answers[index]
  const answered = selected !== undefined
  const correctCount = answers.filter((answer, position) => answer === lesson.scenarios[position]?.correctIndex).length

  if (finished) {
    const tier = exerciseTier(correctCount, lesson.scenarios.length)
    return (
      <div className="rounded-2xl bg-cream p-6 text-center">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold text-ink">
          You got {correctCount} of {lesson.scenarios.length} correct
        </h3>
        <p className="mt-2 text-xl font-semibold text-forest" role="status">
          {EXERCISE_TIER_MESSAGES[tier]}
        </p>
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
  const last = index === lesson.scenarios.length - 1
  const correct = answered && selected === scenario.correctIndex

  return (
    <div>
      <p className="text-lg text-ink">{lesson.instructions}</p>
      <p className="mt-4 text-sm font-semibold text-muted">
        Scenario {index + 1} of {lesson.scenarios.length}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-semibold leading-relaxed text-ink">
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
              {answered && isCorrect && <span className="sr-only"> (correct answer)</span>}
            </button>
          )
        })}
      </div>
      <div role="status" aria-live="polite" className="mt-4">
        {answered && (
          <div className={`rounded-2xl p-4 ${correct ? 'bg-forest/10' : 'bg-clay/10'}`}>
            <p className={`font-semibold ${correct ? 'text-forest-dark' : 'text-clay-dark'}`}>
              {correct ? EXERCISE_FEEDBACK.correct : EXERCISE_FEEDBACK.incorrect}
            </p>
            <p className="mt-1 text-ink">{scenario.explanation}</p>
          </div>
        )}
      </div>
      {answered && (
        <div className="mt-4 text-right">
          <button
            type="button"
            className={buttonClass({ size: 'regular', tone: 'primary', dimmed: 'never' })}
            onClick={() => {
              if (last) {
                setFinished(true)
                complete()
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
