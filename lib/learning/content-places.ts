import { singletonMainDocuments, type MainDocument, type TypePlaces } from '@/lib/content/content-places'

import { courseBasePath, gamePath, lessonPath, type CourseKind } from './paths'

/** Courses, live programs and games: where their documents show (composed in lib/content-map.ts). */

export const LEARNING_STATIC_PAGES = {
  '/self-paced': 'Self-paced courses',
  '/college-prep': 'College preparation',
  '/learning-games': 'Learning games',
  '/account': 'My family',
} as const

const COURSE_LISTING: Record<CourseKind, string> = { 'self-paced': '/self-paced', college: '/college-prep' }

const isCourseKind = (kind: unknown): kind is CourseKind => kind === 'self-paced' || kind === 'college'

export const LEARNING_PLACES = {
  selfPacedPage: { pages: ['/self-paced'] },
  courseQuizQuestion: { pages: ['/self-paced'] },
  collegePrepPage: { pages: ['/college-prep'] },
  liveProgram: { pages: ['/college-prep'] },
  course: {
    shown: (course) => Boolean(course.slug),
    ownRoutes: [
      '/course/[courseId]',
      '/course/[courseId]/lesson/[lessonId]',
      '/college-courses/[courseId]',
      '/college-courses/[courseId]/lesson/[lessonId]',
    ],
    // Both catalogue pages read the whole catalogue; each lists the courses of its kind. The parent page names the
    // courses a learner started (rendered per request, so a publish has nothing cached there to expire).
    pages: ['/self-paced', '/college-prep', '/account'],
    listedOn: (course) => (isCourseKind(course.kind) ? [COURSE_LISTING[course.kind]] : []),
    ownPages: (course) => {
      if (!course.slug || !isCourseKind(course.kind)) return []
      const title = course.title ?? course.slug
      const pages = [{ title, href: courseBasePath(course.kind, course.slug) }]
      if ((course.lessonCount ?? 0) > 0) {
        pages.push({ title: `${title}: first lesson`, href: lessonPath(course.kind, course.slug, 1) })
      }
      return pages
    },
  },
  learningGamesPage: { pages: ['/learning-games'] },
  game: {
    shown: (game) => Boolean(game.gameId),
    pages: ['/learning-games'],
    ownRoutes: ['/games/[gameId]'],
    ownPages: (game) => (game.gameId ? [{ title: game.title ?? game.gameId, href: gamePath(game.gameId) }] : []),
  },
} as const satisfies Record<string, TypePlaces>

export const LEARNING_MAIN_DOCUMENTS: readonly MainDocument[] = [
  ...singletonMainDocuments([
    ['/self-paced', 'selfPacedPage'],
    ['/college-prep', 'collegePrepPage'],
    ['/learning-games', 'learningGamesPage'],
  ]),
  ...['/course/:slug', '/course/:slug/lesson/:lesson'].map((route) => ({
    route,
    filter: '_type == "course" && kind == "self-paced" && slug.current == $slug',
  })),
  ...['/college-courses/:slug', '/college-courses/:slug/lesson/:lesson'].map((route) => ({
    route,
    filter: '_type == "course" && kind == "college" && slug.current == $slug',
  })),
  { route: '/games/:gameId', filter: '_type == "game" && gameId.current == $gameId' },
]
