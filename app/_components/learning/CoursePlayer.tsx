'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState, type ReactNode } from 'react'

import { completedLessons } from '@/lib/learning/progress'
import { progressPercent } from '@/lib/learning/rules'

import { LessonCompletionProvider } from './LessonCompletion'
import { LESSON_TYPE_LABELS, type CourseSummary, type LessonSummary } from '@/lib/learning/model'
import { useProgress, useProgressKeeper, useSlugKeyedProgressAdoption } from '@/lib/learning/use-progress'
import { buttonClass } from '@/lib/ui/button-classes'

export type PlayerVariant = 'self-paced' | 'college'

interface Props {
  course: CourseSummary
  /** Every course's id, to carry over progress this device kept by URL name (docs/behaviour.md#progress). */
  courseIds: readonly string[]
  /** The lesson shown (1-based), or null on the course's own page (an address with no lesson is a 404 before this). */
  lessonNumber: number | null
  /** Where lesson URLs start: /course/<slug> or /college-courses/<slug>. */
  basePath: string
  back: { href: string; label: string }
  variant: PlayerVariant
  /** The current lesson's content, rendered by the page. */
  children?: ReactNode
}

/**
 * The course player (docs/behaviour.md#course-player): a sidebar of collapsible modules with each lesson's status, the
 * completion percentage and bar; the lesson; Previous and Complete and Continue (self-paced) or
 * Previous/Next with "N of total" (college). Progress comes from the one progress store, under the course's id.
 */
export function CoursePlayer({ course, courseIds, lessonNumber, basePath, back, variant, children }: Props) {
  const router = useRouter()
  const progress = useProgress()
  useSlugKeyedProgressAdoption(courseIds)
  const complete = useProgressKeeper()
  const done = completedLessons(progress, course.id)
  const lessons = course.modules.flatMap((module) => module.lessons)
  const current = lessonNumber === null ? null : (lessons[lessonNumber - 1] ?? null)
  const completedCount = lessons.filter((lesson) => done.has(lesson.key)).length
  const percent = progressPercent(completedCount, course.totalLessons)
  const hrefOf = (lesson: LessonSummary) => `${basePath}/lesson/${lesson.number}`
  const previous = current ? lessons[current.number - 2] : undefined
  const next = current ? lessons[current.number] : undefined

  const completeCurrent = () => {
    if (current) complete(course.id, current.key)
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
      <Link
        href={back.href}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline underline-offset-4"
      >
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <div className="mt-4 flex flex-col gap-8 lg:flex-row">
        <aside className="lg:w-80 lg:shrink-0" aria-label="Course contents">
          <div className="rounded-3xl border-2 border-sand-dark bg-white p-5">
            <p className="font-semibold text-ink">
              <span data-testid="course-percent">{percent}%</span> complete
            </p>
            <p className="text-sm text-muted">
              {completedCount} of {course.totalLessons} lessons
            </p>
            <div
              className="mt-2 h-3 rounded-full bg-sand"
              role="progressbar"
              aria-label="Course progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className="h-3 rounded-full bg-forest" style={{ width: `${percent}%` }} />
            </div>
            <ol className="mt-5 space-y-3">
              {course.modules.map((module, index) => (
                <ModuleItem
                  key={module.key}
                  title={module.title}
                  lessons={module.lessons}
                  initiallyOpen={index === 0 || module.lessons.some((lesson) => lesson.number === current?.number)}
                  done={done}
                  current={current?.number ?? null}
                  hrefOf={hrefOf}
                />
              ))}
            </ol>
          </div>
        </aside>
        <section className="min-w-0 flex-1" aria-labelledby="lesson-heading">
          {current === null ? (
            <div className="rounded-3xl bg-white p-8 text-center shadow-sm">
              <h2 id="lesson-heading" className="font-display text-2xl font-semibold text-ink">
                Select a lesson to begin
              </h2>
              <p className="mt-3 text-muted">Choose a lesson from the course contents, or start at the beginning.</p>
              {lessons[0] && (
                <Link
                  href={hrefOf(lessons[0])}
                  className={buttonClass({ size: 'snug', tone: 'primary', dimmed: 'also-aria', className: 'mt-6' })}
                >
                  Start with lesson 1
                </Link>
              )}
            </div>
          ) : (
            <LessonCompletionProvider value={{ completed: done.has(current.key), complete: completeCurrent }}>
              <article className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">
                <header>
                  <p className="text-sm font-semibold uppercase tracking-wider text-forest">
                    {variant === 'college'
                      ? `Lesson ${current.number} of ${course.totalLessons}`
                      : `Lesson ${current.number}`}{' '}
                    · {LESSON_TYPE_LABELS[current.type]} · {current.duration}
                    {done.has(current.key) && (
                      <span className="ml-2 rounded-full bg-forest px-2 py-0.5 text-cream">Completed</span>
                    )}
                  </p>
                  <h2 id="lesson-heading" className="mt-2 font-display text-3xl font-semibold text-ink">
                    {current.title}
                  </h2>
                </header>
                <div className="mt-6">{children}</div>
              </article>
              <nav aria-label="Lesson navigation" className="mt-6 flex flex-wrap items-center justify-between gap-3">
                {previous ? (
                  <Link
                    href={hrefOf(previous)}
                    className={buttonClass({ size: 'snug', tone: 'outline', dimmed: 'also-aria' })}
                  >
                    {variant === 'college' ? 'Previous' : 'Previous Lesson'}
                  </Link>
                ) : (
                  <button
                    type="button"
                    disabled
                    className={buttonClass({
                      size: 'snug',
                      dimmed: 'also-aria',
                      className: 'border-2 border-forest text-forest',
                    })}
                  >
                    {variant === 'college' ? 'Previous' : 'Previous Lesson'}
                  </button>
                )}
                {variant === 'college' && (
                  <p className="font-semibold text-ink" data-testid="lesson-counter">
                    {current.number} of {course.totalLessons}
                  </p>
                )}
                {variant === 'college' ? (
                  <button
                    type="button"
                    disabled={!next}
                    onClick={() => {
                      completeCurrent()
                      if (next) router.push(hrefOf(next))
                    }}
                    className={buttonClass({ size: 'snug', tone: 'primary', dimmed: 'also-aria' })}
                  >
                    Next
                  </button>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      completeCurrent()
                      router.push(next ? hrefOf(next) : basePath)
                    }}
                    className={buttonClass({ size: 'snug', tone: 'primary', dimmed: 'also-aria' })}
                  >
                    {next ? 'Complete and Continue' : 'Complete Course'}
                  </button>
                )}
              </nav>
            </LessonCompletionProvider>
          )}
        </section>
      </div>
    </div>
  )
}

function ModuleItem({
  title,
  lessons,
  initiallyOpen,
  done,
  current,
  hrefOf,
}: {
  title: string
  lessons: LessonSummary[]
  initiallyOpen: boolean
  done: ReadonlySet<string>
  current: number | null
  hrefOf: (lesson: LessonSummary) => string
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const listId = useId()
  const completed = lessons.filter((lesson) => done.has(lesson.key)).length
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-2 rounded-xl bg-sand px-3 py-2 text-left font-semibold text-ink"
      >
        <span>{title}</span>
        <span className="shrink-0 text-sm font-normal text-muted">
          {completed}/{lessons.length} <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </span>
      </button>
      <ol id={listId} hidden={!open} className="mt-2 space-y-1">
        {lessons.map((lesson) => {
          const isCurrent = lesson.number === current
          const isDone = done.has(lesson.key)
          return (
            <li key={lesson.key}>
              <Link
                href={hrefOf(lesson)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${isCurrent ? 'bg-forest text-cream' : 'text-ink hover:bg-cream'}`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 text-xs ${
                    isDone ? 'border-forest bg-forest text-cream' : isCurrent ? 'border-cream' : 'border-sand-dark'
                  }`}
                >
                  {isDone ? '✓' : ''}
                </span>
                <span className="flex-1">
                  {lesson.number}. {lesson.title}
                  <span className="block text-xs opacity-80">
                    {LESSON_TYPE_LABELS[lesson.type]} · {lesson.duration}
                  </span>
                </span>
                <span className="sr-only">{isDone ? ' (completed)' : ' (not completed)'}</span>
              </Link>
            </li>
          )
        })}
      </ol>
    </li>
  )
}
