import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/app/_components/learning/CourseView'
import { PUBLISHED } from '@/lib/content/loader'
import { courseMetadata, courseParams, loadCourse } from '@/lib/learning/course-pages'

type Params = { params: Promise<{ courseId: string }> }

export const dynamicParams = false

export async function generateStaticParams() {
  return (await courseParams('college', PUBLISHED)).map((path) => ({ courseId: path.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return courseMetadata(await loadCourse((await params).courseId, 'college', PUBLISHED), 1)
}

/** /college-courses/<slug>: with no lesson id the player opens lesson 1 (docs/behaviour.md#college-players). */
export default async function CollegeCoursePage({ params }: Params) {
  const course = await loadCourse((await params).courseId, 'college')
  if (!course) notFound()
  return <CourseView course={course} lessonNumber={1} />
}
