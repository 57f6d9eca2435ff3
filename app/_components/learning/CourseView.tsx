import { loadCourseIds } from '@/lib/learning/course-pages'
import { lessonAt, summarizeCourse, type Course } from '@/lib/learning/model'
import { courseBasePath, type CourseKind } from '@/lib/learning/paths'

import { CoursePlayer, type PlayerVariant } from './CoursePlayer'
import { LessonContent } from './lessons/LessonContent'

const ROUTES: Record<CourseKind, { back: { href: string; label: string }; variant: PlayerVariant }> = {
  'self-paced': { back: { href: '/self-paced', label: 'Back to Courses' }, variant: 'self-paced' },
  college: { back: { href: '/college-prep', label: 'Back to College Prep' }, variant: 'college' },
}

/** The player for a course at a lesson (or at none: "Select a lesson to begin"). */
export async function CourseView({ course, lessonNumber }: { course: Course; lessonNumber: number | null }) {
  const courseIds = await loadCourseIds()
  const route = ROUTES[course.kind]
  const lesson = lessonNumber === null ? null : lessonAt(course, lessonNumber)
  return (
    <>
      <div className="bg-forest text-cream">
        <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
          <h1 className="font-display text-2xl font-semibold sm:text-3xl">{course.title}</h1>
          <p className="mt-1 text-sand">
            {course.level} · {course.duration}
          </p>
        </div>
      </div>
      {course.comingSoon && <PreviewRibbon />}
      <CoursePlayer
        course={summarizeCourse(course)}
        courseIds={courseIds}
        lessonNumber={lessonNumber}
        basePath={courseBasePath(course.kind, course.slug)}
        back={route.back}
        variant={route.variant}
      >
        {lesson ? (
          <LessonContent key={lesson._key} lesson={lesson} course={{ id: course._id, slug: course.slug }} />
        ) : null}
      </CoursePlayer>
    </>
  )
}

/** What the player says while the course is Coming Soon (the course's `comingSoon` field). */
export const PREVIEW_RIBBON_TEXT =
  'This course is coming soon and not open for enrolment yet. Its lessons are free to try.'

/** The ribbon across a Coming Soon course's player: what is shown is a preview (docs/behaviour.md#course-player). */
function PreviewRibbon() {
  return (
    <div className="border-b-2 border-ochre bg-ochre-light">
      <p role="note" className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-ink lg:px-6">
        <span className="shrink-0 rounded-full bg-ink px-3 py-0.5 text-sm font-bold tracking-wider text-cream uppercase">
          Preview
        </span>
        <span>{PREVIEW_RIBBON_TEXT}</span>
      </p>
    </div>
  )
}
