import { PUBLISHED } from '@/lib/content/loader'
import type { SitemapSource } from '@/lib/sitemap'

import { loadGames } from './content'
import { loadCoursePaths } from './course-pages'
import { courseBasePath, gamePath, lessonPath } from './paths'

/** Every course page and every lesson page, self-paced and college. */
export const COURSE_SITEMAP_SOURCES: readonly SitemapSource[] = [
  {
    appRoute: '/course/[courseId] and /college-courses/[courseId]',
    list: async () =>
      (await loadCoursePaths(PUBLISHED)).map((course) => ({ path: courseBasePath(course.kind, course.slug) })),
  },
  {
    appRoute: '/course/[courseId]/lesson/[lessonId] and /college-courses/[courseId]/lesson/[lessonId]',
    list: async () =>
      (await loadCoursePaths(PUBLISHED)).flatMap((course) =>
        Array.from({ length: course.lessonCount }, (_, index) => ({
          path: lessonPath(course.kind, course.slug, index + 1),
        })),
      ),
  },
]

/** Every game page. */
export const GAME_SITEMAP_SOURCE: SitemapSource = {
  appRoute: '/games/[gameId]',
  list: async () => (await loadGames(PUBLISHED)).map((game) => ({ path: gamePath(game.gameId) })),
}
