/**
 * Made-up addresses under every dynamic route, with the answer each must get: a 404 with the route's own words,
 * or, for a college lesson id that is not a number, lesson 1 (docs/behaviour.md#college-players). None may leave
 * anything in the page cache (tests/e2e/made-up-paths.spec.ts on one instance, instances.spec.ts on Redis).
 */

/** A different made-up word each time, so no two requests share a cache key. */
export const madeUp = (index: number) =>
  `made-up-${Date.now().toString(36)}-${index}-${Math.random().toString(36).slice(2, 8)}`

export type Probe = { route: string; path: (index: number) => string; status: number; text: string }

export const MADE_UP_PROBES: Probe[] = [
  { route: '/blog/[slug]', path: (i) => `/blog/${madeUp(i)}`, status: 404, text: 'Oops! Page not found' },
  { route: '/games/[gameId]', path: (i) => `/games/${madeUp(i)}`, status: 404, text: 'Game Not Found' },
  { route: '/course/[courseId]', path: (i) => `/course/${madeUp(i)}`, status: 404, text: 'Course Not Found' },
  {
    route: '/course/[courseId]/lesson/[lessonId]',
    // Words, numbers past the end, zero and padded numbers: none is a lesson.
    path: (i) =>
      `/course/kiswahili-language-culture/lesson/${[madeUp(i), String(100 + i), '0', `0${(i % 9) + 1}`][i % 4]}`,
    status: 404,
    text: 'Lesson Not Found',
  },
  {
    route: '/course/<made-up>/lesson/[lessonId]',
    path: (i) => `/course/${madeUp(i)}/lesson/1`,
    status: 404,
    text: 'Lesson Not Found',
  },
  {
    route: '/college-courses/[courseId]/lesson/[lessonId] (numbers)',
    path: (i) => `/college-courses/sat-prep/lesson/${[String(200 + i), '0', `00${(i % 9) + 1}`][i % 3]}`,
    status: 404,
    text: 'Lesson Not Found',
  },
  {
    // Not a number: lesson 1, shown at that address but never stored under it.
    route: '/college-courses/[courseId]/lesson/[lessonId] (words)',
    path: (i) => `/college-courses/sat-prep/lesson/${madeUp(i)}`,
    status: 200,
    text: '1 of ',
  },
  {
    route: '/college-courses/[courseId]',
    path: (i) => `/college-courses/${madeUp(i)}`,
    status: 404,
    text: 'Oops! Page not found',
  },
  {
    route: '/homeschool-materials/[slug]',
    path: (i) => `/homeschool-materials/${madeUp(i)}`,
    status: 404,
    text: 'Oops! Page not found',
  },
  { route: '/[slug]', path: (i) => `/${madeUp(i)}`, status: 404, text: 'Oops! Page not found' },
  { route: '/[...slug]', path: (i) => `/${madeUp(i)}/${madeUp(i + 1)}`, status: 404, text: 'Oops! Page not found' },
]

/** One real page per route the probes reach, visited first so what follows measures made-up paths only. */
export const REAL_PAGES_FIRST = [
  '/blog',
  '/games/african-history-quiz',
  '/course/kiswahili-language-culture/lesson/1',
  '/college-courses/sat-prep/lesson/1',
  '/privacy',
  '/homeschool-materials/mansa-musas-caravan-math-word-problems',
] as const
