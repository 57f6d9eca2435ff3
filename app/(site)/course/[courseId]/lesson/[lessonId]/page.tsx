import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView, courseMetadata, lessonNumberOf, lessonParams, loadCourse } from '../../../../_components/learning/coursePages'

type Params = { params: Promise<{ courseId: string; lessonId: string }> }

export async function generateStaticParams() {
  return lessonParams('self-paced')
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { courseId, lessonId } = await params
  return courseMetadata(await loadCourse(courseId, 'self-paced'), lessonNumberOf(lessonId))
}

/** /course/<slug>/lesson/<n>: the player at a lesson; a lesson the course lacks is said inside the player. */
export default async function CourseLessonPage({ params }: Params) {
  const { courseId, lessonId } = await params
  const course = await loadCourse(courseId, 'self-paced')
  if (!course) notFound()
  return <CourseView course={course} lessonNumber={lessonNumberOf(lessonId)} requestedLesson={lessonId} />
}
