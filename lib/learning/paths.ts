import type { COURSE_QUERY_RESULT } from '@/lib/content/sanity.types'

export type CourseKind = NonNullable<COURSE_QUERY_RESULT>['kind']

const BASE: Record<CourseKind, string> = { 'self-paced': '/course', college: '/college-courses' }

/** Where a course's pages live: /course/<slug> (self-paced) or /college-courses/<slug>. */
export const courseBasePath = (kind: CourseKind, slug: string) => `${BASE[kind]}/${slug}`

/** A lesson's page, numbered from 1 through the whole course. */
export const lessonPath = (kind: CourseKind, slug: string, lessonNumber: number) =>
  `${courseBasePath(kind, slug)}/lesson/${lessonNumber}`

/** A game's page: /games/<gameId>. */
export const gamePath = (gameId: string) => `/games/${gameId}`
