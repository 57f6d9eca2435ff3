import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/app/_components/learning/CourseView'
import { courseMetadata, courseParams, loadCourse } from '@/lib/learning/course-pages'
import { isPreviewing } from '@/lib/content/preview'

type Params = { params: Promise<{ courseId: string }> }

export async function generateStaticParams() {
  return (await courseParams('self-paced')).map((path) => ({ courseId: path.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return courseMetadata(await loadCourse((await params).courseId, 'self-paced'), null)
}

/** /course/<slug>: the player before a lesson is chosen. */
export default async function CoursePage({ params }: Params) {
  const preview = await isPreviewing()
  const course = await loadCourse((await params).courseId, 'self-paced', preview)
  if (!course) notFound()
  return <CourseView course={course} lessonNumber={null} />
}
