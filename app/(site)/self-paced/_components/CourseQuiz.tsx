'use client'

import { useId, useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'
import type { COURSE_QUIZ_QUERY_RESULT } from '@/lib/content/sanity.types'
import { quizCourseLink } from '@/lib/learning/course-links'
import { courseBasePath } from '@/lib/learning/paths'
import { courseFor, type QuizAnswers, type QuizCourse, type QuizCourses } from '@/lib/learning/recommend'

type Question = COURSE_QUIZ_QUERY_RESULT[number]

/**
 * The course quiz (docs/behaviour.md#course-quiz): five questions in a dialog; Next only after an answer, Previous disabled
 * on the first, the last button Get Recommendation; the result offers Start This Course, Retake Quiz, Close.
 */
export function CourseQuiz({
  label,
  questions,
  courses,
}: {
  label: string
  questions: readonly Question[]
  /** The courses the rules recommend, by id, with the URL name each has now (`quizCourses`). */
  courses: QuizCourses
}) {
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [result, setResult] = useState<QuizCourse | null>(null)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(result ? 'result' : index)
  const noteId = useId()
  const question = questions[index]
  const chosen = question ? answers[question.category] : undefined
  const last = index === questions.length - 1

  const reset = () => {
    setIndex(0)
    setAnswers({})
    setResult(null)
  }

  const link = quizCourseLink(result?.comingSoon)

  const recommend = () => setResult(courseFor(answers as QuizAnswers, courses))

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass({ size: 'regular', tone: 'ochre', className: 'text-lg' })}
      >
        {label}
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false)
          reset()
        }}
        title="Find your course"
        closeLabel="Close course quiz"
      >
        {/* Present before the result, so a screen reader hears the recommendation when it arrives. */}
        <p className="sr-only" aria-live="polite">
          {result ? `We recommend ${result.title}.` : ''}
        </p>
        {result ? (
          <div>
            <p className="text-sm font-semibold tracking-wider text-forest uppercase">We recommend</p>
            <h3 ref={headingRef} tabIndex={-1} className="mt-1 font-display text-2xl font-semibold text-ink">
              {result.title}
            </h3>
            <p className="mt-2 text-muted">{result.description}</p>
            <div className="mt-6">
              <Link
                href={courseBasePath('self-paced', result.slug)}
                aria-describedby={link.note ? noteId : undefined}
                className={buttonClass({ size: 'regular', tone: 'primary' })}
              >
                {link.label}
              </Link>
              {link.note && (
                <p id={noteId} className="mt-2 text-sm text-muted">
                  {link.note}
                </p>
              )}
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" onClick={reset} className={buttonClass({ size: 'regular', tone: 'outline' })}>
                Retake Quiz
              </button>
              <button
                type="button"
                onClick={() => {
                  setOpen(false)
                  reset()
                }}
                className={buttonClass({ size: 'regular', className: 'border-2 border-sand-dark text-ink' })}
              >
                Close
              </button>
            </div>
          </div>
        ) : question ? (
          <fieldset>
            <legend className="text-sm font-semibold text-muted">
              Question {index + 1} of {questions.length}
            </legend>
            <h3 ref={headingRef} tabIndex={-1} className="mt-1 font-display text-xl font-semibold text-ink">
              {question.question}
            </h3>
            <div className="mt-4 space-y-2">
              {question.options.map((option) => (
                <label
                  key={option._key}
                  className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-2 ${
                    chosen === option.value ? 'border-forest bg-forest/10' : 'border-sand-dark'
                  }`}
                >
                  <input
                    type="radio"
                    name={`quiz-${question.category}`}
                    value={option.value}
                    checked={chosen === option.value}
                    onChange={() => setAnswers({ ...answers, [question.category]: option.value })}
                    className="h-5 w-5 accent-forest"
                  />
                  <span className="text-ink">{option.label}</span>
                </label>
              ))}
            </div>
            <div className="mt-6 flex justify-between gap-3">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
                className={buttonClass({ size: 'regular', className: 'border-2 border-forest text-forest' })}
              >
                Previous
              </button>
              <button
                type="button"
                disabled={!chosen}
                onClick={() => (last ? recommend() : setIndex(index + 1))}
                className={buttonClass({ size: 'regular', tone: 'primary' })}
              >
                {last ? 'Get Recommendation' : 'Next'}
              </button>
            </div>
          </fieldset>
        ) : null}
      </ModalDialog>
    </>
  )
}
