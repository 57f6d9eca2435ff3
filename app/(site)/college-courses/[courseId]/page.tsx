import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/app/_components/learning/CourseView'
import { courseMetadata, courseParams, loadCourse } from '@/lib/learning/course-pages'
import { isPreviewing } from '@/lib/content/preview'

type Params = { params: Promise<{ courseId: string }> }

export const dynamicParams = false

export async function generateStaticParams() {
  return (await courseParams('college')).map((path) => ({ courseId: path.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return courseMetadata(await loadCourse((await params).courseId, 'college'), 1)
}

/** /college-courses/<slug>: with no lesson id the player opens lesson 1 (docs/behaviour.md#college-players). */
export default async function CollegeCoursePage({ params }: Params) {
  const preview = await isPreviewing()
  const course = await loadCourse((await params).courseId, 'college', preview)
  if (!course) notFound()
  return <CourseView course={course} lessonNumber={1} />
}
