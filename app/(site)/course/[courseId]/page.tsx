import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/app/_components/learning/CourseView'
import { PUBLISHED } from '@/lib/content/loader'
import { courseMetadata, courseParams, loadCourse } from '@/lib/learning/course-pages'

type Params = { params: Promise<{ courseId: string }> }

export async function generateStaticParams() {
  return (await courseParams('self-paced', PUBLISHED)).map((path) => ({ courseId: path.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return courseMetadata(await loadCourse((await params).courseId, 'self-paced', PUBLISHED), null)
}

/** /course/<slug>: the player before a lesson is chosen. */
export default async function CoursePage({ params }: Params) {
  const course = await loadCourse((await params).courseId, 'self-paced')
  if (!course) notFound()
  return <CourseView course={course} lessonNumber={null} />
}
