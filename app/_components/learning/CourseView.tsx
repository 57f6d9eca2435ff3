import { CoursePlayer, type PlayerVariant } from './CoursePlayer'
import { LessonContent } from './lessons/LessonContent'
import { lessonAt, summarizeCourse, type Course } from '@/lib/learning/model'
import { courseBasePath, type CourseKind } from '@/lib/learning/paths'
import { loadCourseIds } from '@/lib/learning/course-pages'
import { isPreviewing } from '@/lib/content/preview'

const ROUTES: Record<CourseKind, { back: { href: string; label: string }; variant: PlayerVariant }> = {
  'self-paced': { back: { href: '/self-paced', label: 'Back to Courses' }, variant: 'self-paced' },
  college: { back: { href: '/college-prep', label: 'Back to College Prep' }, variant: 'college' },
}

/** The player for a course at a lesson (or at none: "Select a lesson to begin"). */
export async function CourseView({ course, lessonNumber }: { course: Course; lessonNumber: number | null }) {
  const courseIds = await loadCourseIds(await isPreviewing())
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
      <CoursePlayer
        course={summarizeCourse(course)}
        courseIds={courseIds}
        lessonNumber={lessonNumber}
        basePath={courseBasePath(course.kind, course.slug)}
        back={route.back}
        variant={route.variant}
      >
        {lesson ? <LessonContent key={lesson._key} lesson={lesson} course={course.slug} /> : null}
      </CoursePlayer>
    </>
  )
}
