import { fetchContent } from '@/lib/content'
import { COURSE_PATHS_QUERY, GAMES_QUERY } from '@/lib/content/queries'
import type { SitemapSource } from '@/lib/sitemap'

import { courseBasePath } from './coursePaths'

const coursePaths = () => fetchContent(COURSE_PATHS_QUERY, {}, { tags: ['course'] })

/** Every course page and every lesson page, self-paced and college. */
export const COURSE_SITEMAP_SOURCES: readonly SitemapSource[] = [
  {
    appRoute: '/course/[courseId] and /college-courses/[courseId]',
    list: async () => (await coursePaths()).map((course) => ({ path: courseBasePath(course.kind, course.slug) })),
  },
  {
    appRoute: '/course/[courseId]/lesson/[lessonId] and /college-courses/[courseId]/lesson/[lessonId]',
    list: async () =>
      (await coursePaths()).flatMap((course) =>
        Array.from({ length: course.lessonCount }, (_, index) => ({ path: `${courseBasePath(course.kind, course.slug)}/lesson/${index + 1}` })),
      ),
  },
]

/** Every game page. */
export const GAME_SITEMAP_SOURCE: SitemapSource = {
  appRoute: '/games/[gameId]',
  list: async () => (await fetchContent(GAMES_QUERY, {}, { tags: ['game'] })).map((game) => ({ path: `/games/${game.gameId}` })),
}
