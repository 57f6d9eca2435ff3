import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView, courseMetadata, lessonNumberOf, lessonParams, loadCourse } from '../../../../_components/learning/coursePages'

type Params = { params: Promise<{ courseId: string; lessonId: string }> }

export async function generateStaticParams() {
  return lessonParams('college')
}

/**
 * The course and the lesson number the address names, or null. A lesson id that is not a number never
 * reaches this page: proxy.ts shows lesson 1 at that address (see lib/learning/lesson-paths.ts), so it is
 * never stored as a page of its own; a number that is not a lesson of the course is a 404.
 */
async function resolve(params: Params['params']) {
  const { courseId, lessonId } = await params
  const course = await loadCourse(courseId, 'college')
  const lessonNumber = course ? lessonNumberOf(lessonId, course) : null
  return course && lessonNumber !== null ? { course, lessonNumber } : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await resolve(params)
  return found ? courseMetadata(found.course, found.lessonNumber) : { title: 'Lesson Not Found', robots: { index: false } }
}

/** /college-courses/<slug>/lesson/<n>: the college lesson player. */
export default async function CollegeLessonPage({ params }: Params) {
  const found = await resolve(params)
  if (!found) notFound()
  return <CourseView course={found.course} lessonNumber={found.lessonNumber} />
}
