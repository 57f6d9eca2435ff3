import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/app/_components/learning/CourseView'
import { PUBLISHED } from '@/lib/content/loader'
import { lessonMetadata, lessonParams, loadLesson } from '@/lib/learning/course-pages'

type Params = { params: Promise<{ courseId: string; lessonId: string }> }

export async function generateStaticParams() {
  return lessonParams('college')
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { courseId, lessonId } = await params
  return lessonMetadata(await loadLesson(courseId, lessonId, 'college', PUBLISHED))
}

/**
 * /college-courses/<slug>/lesson/<n>: the college lesson player. A lesson id that is not a number never
 * reaches this page: proxy.ts shows lesson 1 at that address (collegeLessonRewrite in lib/learning/rules.ts),
 * so it is never stored as a page of its own; a number that is not a lesson of the course is a 404.
 */
export default async function CollegeLessonPage({ params }: Params) {
  const { courseId, lessonId } = await params
  const found = await loadLesson(courseId, lessonId, 'college')
  if (!found) notFound()
  return <CourseView course={found.course} lessonNumber={found.lessonNumber} />
}
