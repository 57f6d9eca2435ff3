import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView, courseMetadata, lessonNumberOf, lessonParams, loadCourse } from '../../../../_components/learning/coursePages'

type Params = { params: Promise<{ courseId: string; lessonId: string }> }

export async function generateStaticParams() {
  return lessonParams('self-paced')
}

/** The course and the lesson number the address names, or null when either is not there. */
async function resolve(params: Params['params']) {
  const { courseId, lessonId } = await params
  const course = await loadCourse(courseId, 'self-paced')
  const lessonNumber = course ? lessonNumberOf(lessonId, course) : null
  return course && lessonNumber !== null ? { course, lessonNumber } : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await resolve(params)
  return found ? courseMetadata(found.course, found.lessonNumber) : { title: 'Lesson Not Found', robots: { index: false } }
}

/** /course/<slug>/lesson/<n>: the player at a lesson; a lesson the course does not have is a 404. */
export default async function CourseLessonPage({ params }: Params) {
  const found = await resolve(params)
  if (!found) notFound()
  return <CourseView course={found.course} lessonNumber={found.lessonNumber} />
}
