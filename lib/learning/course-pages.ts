import type { Metadata } from 'next'
import { cache } from 'react'

import { fetchContent } from '@/lib/content'
import { contentLoader, PUBLISHED, readFor, showsDrafts, type ContentRead } from '@/lib/content/loader'
import { lessonNumberFromPath } from '@/lib/learning/rules'
import { linkPreview, sharePictures } from '@/lib/site/page-metadata'

import { lessonAt, summarizeCourse, type Course } from './model'
import { courseBasePath, lessonPath, type CourseKind } from './paths'
import { COURSE_PATHS_QUERY, COURSE_QUERY } from './queries'

export { courseBasePath, type CourseKind } from './paths'

/**
 * What the course routes share: /course/<slug>[/lesson/<n>] for self-paced courses and
 * /college-courses/<slug>[/lesson/<n>] for college courses, both statically generated from the CMS.
 */

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, feeds, static params
// and the sitemap ask for PUBLISHED.

/** Every course's kind, slug and lesson count: the list that static params, the sitemap and 404s read. */
export const loadCoursePaths = contentLoader((preview) =>
  fetchContent(COURSE_PATHS_QUERY, {}, { read: readFor(preview) }),
)

/** The ids of every course: what progress kept by URL name on a device can be matched against. */
export const loadCourseIds = async (read?: ContentRead): Promise<string[]> =>
  (await loadCoursePaths(read)).map((path) => path._id)

/**
 * The course with this URL name, when it is of this kind; null otherwise (the page answers Course Not Found).
 * The slug is first looked up in the list of courses (one cached query shared by every visit), so a made-up
 * address costs no Content Lake request of its own.
 */
const cachedCourse = cache(async (slug: string, kind: CourseKind, preview: boolean): Promise<Course | null> => {
  if (!(await courseParams(kind, readFor(preview))).some((path) => path.slug === slug)) return null
  const course = await fetchContent(COURSE_QUERY, { slug }, { read: readFor(preview) })
  return course && course.kind === kind ? course : null
})
// Draft mode settled before the cached read, so metadata and page share one read (see lib/content/loader.ts).
export const loadCourse = async (slug: string, kind: CourseKind, read?: ContentRead) =>
  cachedCourse(slug, kind, await showsDrafts(read))

export async function courseParams(kind: CourseKind, read?: ContentRead) {
  return (await loadCoursePaths(read)).filter((path) => path.kind === kind)
}

/** Title, description, canonical and link preview (with the course's picture) of a course page or one of its lessons. */
export async function courseMetadata(course: Course | null, lessonNumber: number | null): Promise<Metadata> {
  if (!course) return { title: 'Course Not Found', robots: { index: false } }
  const base = courseBasePath(course.kind, course.slug)
  // A lesson number reaches here only when it names a lesson (loadLesson); anything else is a 404 before this.
  const lesson = lessonNumber === null ? null : lessonAt(course, lessonNumber)
  const title = lesson ? `${lesson.title}: ${course.title}` : course.title
  const path = lesson && lessonNumber !== null ? lessonPath(course.kind, course.slug, lessonNumber) : base
  return {
    title,
    description: course.description,
    alternates: { canonical: path },
    openGraph: await linkPreview({
      title,
      description: course.description,
      url: path,
      images: sharePictures(course.image),
    }),
  }
}

/** All lesson numbers of all courses of a kind, for generateStaticParams. */
export async function lessonParams(kind: CourseKind) {
  return (await courseParams(kind, PUBLISHED)).flatMap((path) =>
    Array.from({ length: path.lessonCount }, (_, index) => ({ courseId: path.slug, lessonId: String(index + 1) })),
  )
}

/**
 * The course of this kind and the lesson number a lesson address names, or null when either is not there
 * (the page answers 404). Only the numbers 1…total name a lesson.
 */
export async function loadLesson(courseId: string, lessonId: string, kind: CourseKind, read?: ContentRead) {
  const course = await loadCourse(courseId, kind, read)
  const lessonNumber = course ? lessonNumberFromPath(lessonId, summarizeCourse(course).totalLessons) : null
  return course && lessonNumber !== null ? { course, lessonNumber } : null
}

/** A lesson page's metadata, or a not-found title. */
export async function lessonMetadata(found: Awaited<ReturnType<typeof loadLesson>>): Promise<Metadata> {
  return found
    ? courseMetadata(found.course, found.lessonNumber)
    : { title: 'Lesson Not Found', robots: { index: false } }
}
