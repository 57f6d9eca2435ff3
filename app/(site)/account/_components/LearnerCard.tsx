import { LearnerAvatar } from '@/app/_components/learners/LearnerAvatar'
import { gradeBandLabel, periodText, reportPath, scoreText, type LearnerReport } from '@/lib/family/report'
import { formatDate } from '@/lib/school/clock'

import { LearnerActions } from './LearnerActions'

/** One learner: who they are, their courses with progress, lessons, best scores and writing, and their report. */
export function LearnerCard({ report }: { report: LearnerReport }) {
  const { learner, courses, writing } = report
  const headingId = `learner-${learner.id}`
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-sand-dark bg-white p-5 shadow-sm sm:p-7">
      <div className="flex flex-wrap items-center gap-4">
        <LearnerAvatar avatar={learner.avatar} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-display text-2xl font-semibold break-words text-ink">
            {learner.name}
          </h3>
          <p className="text-muted">{gradeBandLabel(learner.gradeBand)}</p>
        </div>
        <LearnerActions learner={learner} />
      </div>

      {courses.length === 0 ? (
        <p className="mt-5 text-ink">
          No lessons completed yet. When {learner.name} completes a lesson while signed in, it shows here.
        </p>
      ) : (
        <>
          <p className="mt-5 text-sm text-muted">Activity: {periodText(report)}</p>
          <ul className="mt-3 space-y-5">
            {courses.map((course) => (
              <li key={course.id} className="rounded-xl bg-sand/60 p-4">
                <h4 className="font-semibold text-ink">{course.title}</h4>
                <p className="mt-1 text-sm text-ink">
                  <span className="font-semibold">{course.percent}% complete</span> ({course.completedCount} of{' '}
                  {course.totalLessons} lessons)
                  {course.lastActivity && <> · Last activity {formatDate(course.lastActivity)}</>}
                </p>
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-white"
                  role="progressbar"
                  aria-label={`${course.title}: ${course.percent}% complete`}
                  aria-valuenow={course.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-full rounded-full bg-forest" style={{ width: `${course.percent}%` }} />
                </div>
                {course.completed.length > 0 && (
                  <>
                    <h5 className="mt-3 text-sm font-semibold text-ink">Lessons completed</h5>
                    <ul className="mt-1 space-y-0.5 text-sm text-ink">
                      {course.completed.map((lesson) => (
                        <li key={lesson.title}>
                          {lesson.title} <span className="text-muted">· {formatDate(lesson.date)}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {course.scores.length > 0 && (
                  <>
                    <h5 className="mt-3 text-sm font-semibold text-ink">Best exercise scores</h5>
                    <ul className="mt-1 space-y-0.5 text-sm text-ink">
                      {course.scores.map((score) => (
                        <li key={score.title}>
                          {score.title}: <span className="font-semibold">{scoreText(score)}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {writing.length > 0 && (
        <>
          <h4 className="mt-6 font-semibold text-ink">Writing submitted</h4>
          <div className="mt-2 space-y-2">
            {writing.map((submission) => (
              <details
                key={`${submission.courseTitle}/${submission.lessonTitle}`}
                className="rounded-xl border border-sand-dark p-3"
              >
                <summary className="cursor-pointer font-semibold text-ink">
                  {submission.lessonTitle}{' '}
                  <span className="font-normal text-muted">
                    ({submission.courseTitle}, {formatDate(submission.date)}, {submission.wordCount} words)
                  </span>
                </summary>
                <p className="mt-2 whitespace-pre-wrap text-ink">{submission.body}</p>
              </details>
            ))}
          </div>
        </>
      )}

      <p className="mt-6">
        {/* A file download, not a page: a plain link, so nothing is prefetched. */}
        <a
          href={reportPath(learner.id)}
          type="application/pdf"
          className="font-semibold text-clay-dark underline underline-offset-2 hover:text-forest"
        >
          Progress report (PDF)<span className="sr-only"> for {learner.name}</span>
        </a>
      </p>
    </article>
  )
}
