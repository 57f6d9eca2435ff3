import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parseLessonNumber } from '@/lib/learning/rules'

import { CourseView, courseMetadata, lessonParams, loadCourse } from '../../../../_components/learning/coursePages'
import { summarizeCourse } from '@/app/_components/learning/model'

type Params = { params: Promise<{ courseId: string; lessonId: string }> }

export async function generateStaticParams() {
  return lessonParams('college')
}

async function resolve(params: Params['params']) {
  const { courseId, lessonId } = await params
  const course = await loadCourse(courseId, 'college')
  // A lesson id that is absent or not a number opens lesson 1 (spec §2); past the end, the last lesson.
  return { course, lessonNumber: course ? parseLessonNumber(lessonId, summarizeCourse(course).totalLessons) : 1 }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { course, lessonNumber } = await resolve(params)
  return courseMetadata(course, lessonNumber)
}

/** /college-courses/<slug>/lesson/<n>: the college lesson player. */
export default async function CollegeLessonPage({ params }: Params) {
  const { course, lessonNumber } = await resolve(params)
  if (!course) notFound()
  return <CourseView course={course} lessonNumber={lessonNumber} />
}
