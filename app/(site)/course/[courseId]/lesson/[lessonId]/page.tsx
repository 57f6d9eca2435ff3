import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/app/_components/learning/CourseView'
import { PUBLISHED } from '@/lib/content/loader'
import { lessonMetadata, lessonParams, loadLesson } from '@/lib/learning/course-pages'

type Params = { params: Promise<{ courseId: string; lessonId: string }> }

export async function generateStaticParams() {
  return lessonParams('self-paced')
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { courseId, lessonId } = await params
  return lessonMetadata(await loadLesson(courseId, lessonId, 'self-paced', PUBLISHED))
}

/** /course/<slug>/lesson/<n>: the player at a lesson; a lesson the course does not have is a 404. */
export default async function CourseLessonPage({ params }: Params) {
  const { courseId, lessonId } = await params
  const found = await loadLesson(courseId, lessonId, 'self-paced')
  if (!found) notFound()
  return <CourseView course={found.course} lessonNumber={found.lessonNumber} />
}
