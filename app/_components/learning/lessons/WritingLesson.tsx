'use client'

import { useId, useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { useAuth } from '@/lib/auth/auth-context'
import { useHydrated } from '@/lib/browser/location'
import { notify } from '@/lib/browser/notify'
import { REVEAL_MARGINS, useReveal } from '@/lib/browser/reveal'
import { readLessonDraft, type DraftCourse } from '@/lib/learning/drafts'
import type { LessonOf } from '@/lib/learning/model'
import {
  countDifferentWords,
  countWords,
  differentWordsNeeded,
  WRITING_MESSAGES,
  writingSubmittedLine,
} from '@/lib/learning/rules'
import { useLearner } from '@/lib/learning/use-learner'
import { useWritingDelivery } from '@/lib/learning/writing-outbox'

import { useLessonCompletion } from '../LessonCompletion'

/**
 * A writing lesson: prompt and rubric, a draft kept on this device, Submit from the minimum word count (kept in the
 * learner's account too, for their parent to read).
 */
export function WritingLesson({ lesson, course }: { lesson: LessonOf<'writingLesson'>; course: DraftCourse }) {
  const { completed, complete, submitWriting, resendWritings, saveDraft } = useLessonCompletion()
  // Each learner's draft is their own: a sibling learning on the same computer starts from a blank page.
  const learner = useLearner()
  // With a learner, the status says only what the account confirmed; a failed write waits here to be sent again.
  const delivery = useWritingDelivery(learner, course.id, lesson._key)
  const accounts = useAuth().state.status !== 'unconfigured'
  const hydrated = useHydrated()
  const [edited, setText] = useState<string | null>(null)
  // The saved draft shows once the page runs in the browser (the server has no storage).
  const text = edited ?? (hydrated ? readLessonDraft(learner, course, lesson._key) : '')
  const [submitted, setSubmitted] = useState(false)
  const textId = useId()
  const countId = useId()
  const words = countWords(text)
  const minimum = lesson.minimumWords
  const long = words >= minimum
  const different = countDifferentWords(text)
  const varied = different >= differentWordsNeeded(minimum)
  const enough = long && varied
  const locked = submitted || completed
  // Submit goes away with the submission: what it did takes its place, on screen and with the focus.
  const resultRef = useReveal<HTMLDivElement>(submitted, { focus: true })

  return (
    <div className="space-y-5">
      <div className="rounded-2xl bg-cream p-5">
        <h3 className="font-display text-xl font-semibold text-ink">Prompt</h3>
        <p className="mt-2 text-lg leading-relaxed whitespace-pre-line text-ink">{lesson.prompt}</p>
        <h4 className="mt-4 font-semibold text-ink">A strong reflection</h4>
        <p className="mt-1 text-sm text-muted">{WRITING_MESSAGES.selfCheck}</p>
        <ul className="mt-1 list-disc space-y-1 pl-6 text-ink">
          {lesson.rubric.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor={textId} className="block font-semibold text-ink">
          Your reflection
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={locked}
          rows={10}
          aria-describedby={countId}
          className="mt-2 w-full rounded-2xl border-2 border-sand-dark bg-white p-4 text-lg text-ink disabled:bg-sand"
        />
        {/* The count is the box's description, read with it; only the requirement is a live region, so a screen
            reader hears when it changes, not every word typed. */}
        <p id={countId} className={`mt-1 text-sm ${enough || locked ? 'text-muted' : 'text-clay-dark'}`}>
          {words} {words === 1 ? 'word' : 'words'}.{' '}
          <span aria-live="polite">
            {locked
              ? ''
              : !long
                ? WRITING_MESSAGES.tooShort(minimum)
                : !varied
                  ? WRITING_MESSAGES.tooRepetitive(differentWordsNeeded(minimum))
                  : ''}
          </span>
        </p>
      </div>
      {locked ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          className={`space-y-1 rounded-2xl bg-forest/10 p-4 text-ink ${REVEAL_MARGINS}`}
          role="status"
        >
          <p className="font-semibold text-forest-dark">{WRITING_MESSAGES.completed}</p>
          {/* A lesson completed on another device opens without its text here: no count to report. */}
          {enough && <p>{writingSubmittedLine(words, different, minimum)}</p>}
          <p>
            {!learner
              ? accounts
                ? `${WRITING_MESSAGES.keptOnDevice} ${WRITING_MESSAGES.howToKeep}`
                : WRITING_MESSAGES.keptOnDevice
              : delivery === 'kept'
                ? WRITING_MESSAGES.keptForFamily
                : WRITING_MESSAGES[delivery]}
          </p>
          {learner && delivery === 'unsent' && (
            <button
              type="button"
              onClick={() => {
                // The button goes while the reflection is on its way: the status keeps the focus.
                resultRef.current?.focus()
                resendWritings()
              }}
              className={buttonClass({ size: 'regular', tone: 'outline', className: 'mt-2' })}
            >
              Try again
            </button>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={text.trim() === ''}
            onClick={() => {
              saveDraft(text)
              notify(WRITING_MESSAGES.draftSaved, undefined, 'success')
            }}
            className={buttonClass({ size: 'regular', tone: 'outline' })}
          >
            Save Draft
          </button>
          <button
            type="button"
            disabled={text === ''}
            onClick={() => {
              setText('')
              saveDraft(null)
            }}
            className={buttonClass({
              size: 'regular',
              className: 'border-2 border-clay text-clay-dark hover:bg-clay hover:text-white',
            })}
          >
            Reset
          </button>
          <button
            type="button"
            disabled={!enough}
            onClick={() => {
              saveDraft(text)
              setSubmitted(true)
              complete()
              submitWriting(text, words)
              notify(WRITING_MESSAGES.completed, writingSubmittedLine(words, different, minimum), 'success')
            }}
            className={buttonClass({ size: 'regular', tone: 'primary' })}
          >
            Submit
          </button>
        </div>
      )}
    </div>
  )
}
