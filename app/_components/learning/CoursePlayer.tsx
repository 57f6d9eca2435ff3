'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { requestFocusOnArrival, takeFocusRequest } from '@/lib/browser/focus-on-arrival'
import { LESSON_TYPE_LABELS, type CourseSummary, type LessonSummary } from '@/lib/learning/model'
import { bestScore, completedLessons } from '@/lib/learning/progress'
import { resumeIndex } from '@/lib/learning/resume'
import { completesOnContinue, progressPercent } from '@/lib/learning/rules'
import { useProgress, useProgressKeeper, useSlugKeyedProgressAdoption } from '@/lib/learning/use-progress'

import { LessonCompletionProvider } from './LessonCompletion'

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

/** A plain click (no new tab or window asked for), which the app handles itself. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The course player (docs/behaviour.md#course-player): the course contents (collapsible modules with each
 * lesson's status, the completion percentage and bar; on a phone a panel that opens on request, so the lesson
 * comes first); the lesson; Previous and Complete and Continue (self-paced) or Previous/Next with "N of total"
 * (college). Moving to another lesson from here puts focus and scroll on its title. Progress comes from the one
 * progress store, under the course's id.
 */
export function CoursePlayer({ course, courseIds, lessonNumber, basePath, back, variant, children }: Props) {
  const router = useRouter()
  const progress = useProgress()
  useSlugKeyedProgressAdoption(courseIds)
  const keeper = useProgressKeeper()
  const done = completedLessons(progress, course.id)
  const lessons = course.modules.flatMap((module) => module.lessons)
  const current = lessonNumber === null ? null : (lessons[lessonNumber - 1] ?? null)
  const completedCount = lessons.filter((lesson) => done.has(lesson.key)).length
  const resumeAt = resumeIndex(
    lessons.map((lesson) => lesson.key),
    progress[course.id],
  )
  const resume = resumeAt === null ? undefined : lessons[resumeAt]
  const percent = progressPercent(completedCount, course.totalLessons)
  const hrefOf = (lesson: LessonSummary) => `${basePath}/lesson/${lesson.number}`
  const previous = current ? lessons[current.number - 2] : undefined
  const next = current ? lessons[current.number] : undefined
  const here = current ? hrefOf(current) : basePath
  // Reading and video lessons are completed by moving on; the others only by what is done inside them.
  const continueCompletes = current !== null && completesOnContinue(current.type)
  // On a phone the contents start closed on a lesson (the lesson comes first) and open on the course's own page.
  const [contentsOpen, setContentsOpen] = useState(current === null)
  const contentsId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!takeFocusRequest(here)) return
    headingRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [here])

  const focusHeading = () => {
    headingRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }
  /** Opens a lesson (or the course page) of this player, with focus and scroll on its title. */
  const goTo = (href: string) => {
    if (href === here) return focusHeading()
    requestFocusOnArrival(href)
    router.push(href, { scroll: false })
  }
  /** A player link followed in the app (a click that asks for a new tab or window is left to the browser). */
  const followLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    goTo(event.currentTarget.pathname)
  }

  const completeCurrent = () => {
    if (current) keeper.complete(course.id, current.key)
  }
  const moveOn = () => {
    if (continueCompletes) completeCurrent()
    if (next) goTo(hrefOf(next))
    else if (variant === 'self-paced') goTo(basePath)
  }
  const headingClass = 'scroll-mt-6 font-display font-semibold text-ink'

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <Link
        href={back.href}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline underline-offset-4"
      >
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:gap-8">
        <aside className="lg:w-80 lg:shrink-0" aria-label="Course contents">
          <div className="rounded-3xl border-2 border-sand-dark bg-white p-4 lg:p-5">
            <div className="flex items-center justify-between gap-3">
              <div>
                <p className="font-semibold text-ink">
                  <span data-testid="course-percent">{percent}%</span> complete
                </p>
                <p className="text-sm text-muted">
                  {completedCount} of {course.totalLessons} lessons
                </p>
              </div>
              <button
                type="button"
                aria-expanded={contentsOpen}
                aria-controls={contentsId}
                onClick={() => setContentsOpen(!contentsOpen)}
                className={buttonClass({ size: 'snug', tone: 'outline', className: 'shrink-0 gap-2 lg:hidden' })}
              >
                Lessons
                <span aria-hidden="true">{contentsOpen ? '▴' : '▾'}</span>
              </button>
            </div>
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
            {resume && current !== null && resume.number !== current.number && (
              <Link
                href={hrefOf(resume)}
                scroll={false}
                onClick={followLink}
                className="mt-3 block font-semibold text-clay-dark underline underline-offset-4"
              >
                Continue: Lesson {resume.number} · {resume.title}
              </Link>
            )}
            <ol id={contentsId} className={`mt-5 space-y-3 ${contentsOpen ? '' : 'max-lg:hidden'}`}>
              {course.modules.map((module, index) => (
                <ModuleItem
                  key={module.key}
                  title={module.title}
                  lessons={module.lessons}
                  initiallyOpen={index === 0 || module.lessons.some((lesson) => lesson.number === current?.number)}
                  done={done}
                  current={current?.number ?? null}
                  hrefOf={hrefOf}
                  onFollow={followLink}
                />
              ))}
            </ol>
          </div>
        </aside>
        <section className="min-w-0 flex-1" aria-labelledby="lesson-heading">
          {current === null ? (
            <div className="rounded-3xl bg-white p-8 text-center shadow-sm">
              <h2 id="lesson-heading" ref={headingRef} tabIndex={-1} className={`text-2xl ${headingClass}`}>
                Select a lesson to begin
              </h2>
              {resume ? (
                // A started course: its page takes the learner back where they stopped.
                <>
                  <p className="mt-3 text-muted">
                    Pick up where you stopped, or choose any lesson from the course contents.
                  </p>
                  <Link
                    href={hrefOf(resume)}
                    scroll={false}
                    onClick={followLink}
                    className={buttonClass({ size: 'snug', tone: 'primary', dimmed: 'also-aria', className: 'mt-6' })}
                  >
                    Continue: Lesson {resume.number} · {resume.title}
                  </Link>
                </>
              ) : (
                <>
                  <p className="mt-3 text-muted">
                    Choose a lesson from the course contents, or start at the beginning.
                  </p>
                  {lessons[0] && (
                    <Link
                      href={hrefOf(lessons[0])}
                      scroll={false}
                      onClick={followLink}
                      className={buttonClass({ size: 'snug', tone: 'primary', dimmed: 'also-aria', className: 'mt-6' })}
                    >
                      Start with lesson 1
                    </Link>
                  )}
                </>
              )}
            </div>
          ) : (
            <LessonCompletionProvider
              value={{
                completed: done.has(current.key),
                complete: completeCurrent,
                best: bestScore(progress, course.id, current.key),
                recordScore: (score) => keeper.recordScore(course.id, current.key, score),
                submitWriting: (body, words) => keeper.submitWriting(course.id, current.key, body, words),
                resendWritings: keeper.resendWritings,
                saveDraft: (text) => keeper.saveDraft(course.id, current.key, text),
              }}
            >
              <article className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">
                <header>
                  <p className="text-sm font-semibold tracking-wider text-forest uppercase">
                    {variant === 'college'
                      ? `Lesson ${current.number} of ${course.totalLessons}`
                      : `Lesson ${current.number}`}{' '}
                    · {LESSON_TYPE_LABELS[current.type]} · {current.duration}
                    {done.has(current.key) && (
                      <span className="ml-2 rounded-full bg-forest px-2 py-0.5 text-cream">Completed</span>
                    )}
                  </p>
                  <h2
                    id="lesson-heading"
                    ref={headingRef}
                    tabIndex={-1}
                    className={`mt-2 text-2xl sm:text-3xl ${headingClass}`}
                  >
                    {current.title}
                  </h2>
                </header>
                <div className="mt-6">{children}</div>
              </article>
              <nav aria-label="Lesson navigation" className="mt-6 flex flex-wrap items-center justify-between gap-3">
                {previous ? (
                  <Link
                    href={hrefOf(previous)}
                    scroll={false}
                    onClick={followLink}
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
                <button
                  type="button"
                  disabled={variant === 'college' && !next}
                  onClick={moveOn}
                  className={buttonClass({ size: 'snug', tone: 'primary', dimmed: 'also-aria' })}
                >
                  {variant === 'college'
                    ? 'Next'
                    : continueCompletes
                      ? next
                        ? 'Complete and Continue'
                        : 'Complete Course'
                      : next
                        ? 'Continue'
                        : 'Back to Course Overview'}
                </button>
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
  onFollow,
}: {
  title: string
  lessons: LessonSummary[]
  initiallyOpen: boolean
  done: ReadonlySet<string>
  current: number | null
  hrefOf: (lesson: LessonSummary) => string
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void
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
                scroll={false}
                onClick={onFollow}
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
