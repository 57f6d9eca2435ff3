import { fetchContent, loadSingleton } from '@/lib/content'
import { contentLoader, contentLoaderBy, readFor } from '@/lib/content/loader'

import {
  COLLEGE_PREP_PAGE_QUERY,
  COURSE_CATALOGUE_QUERY,
  COURSE_QUIZ_QUERY,
  GAME_QUERY,
  GAMES_QUERY,
  LEARNING_GAMES_PAGE_QUERY,
  LIVE_PROGRAMS_QUERY,
  SELF_PACED_PAGE_QUERY,
} from './queries'

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, feeds, static params
// and the sitemap ask for PUBLISHED.

export const loadSelfPacedPage = contentLoader((preview) =>
  loadSingleton(SELF_PACED_PAGE_QUERY, 'selfPacedPage', readFor(preview)),
)
export const loadCollegePrepPage = contentLoader((preview) =>
  loadSingleton(COLLEGE_PREP_PAGE_QUERY, 'collegePrepPage', readFor(preview)),
)
export const loadLearningGamesPage = contentLoader((preview) =>
  loadSingleton(LEARNING_GAMES_PAGE_QUERY, 'learningGamesPage', readFor(preview)),
)

/** Every course's card data (both kinds), by title. */
export const loadCourseCatalogue = contentLoader((preview) =>
  fetchContent(COURSE_CATALOGUE_QUERY, {}, { read: readFor(preview) }),
)
export const loadCourseQuiz = contentLoader((preview) =>
  fetchContent(COURSE_QUIZ_QUERY, {}, { read: readFor(preview) }),
)
export const loadLivePrograms = contentLoader((preview) =>
  fetchContent(LIVE_PROGRAMS_QUERY, {}, { read: readFor(preview) }),
)

/** Every published game, in catalogue order. */
export const loadGames = contentLoader((preview) => fetchContent(GAMES_QUERY, {}, { read: readFor(preview) }))

/**
 * One game, or null. The id is first looked up in the list of games (one cached query shared by every
 * visit), so a made-up address costs no Content Lake request of its own.
 */
export const loadGame = contentLoaderBy(async (gameId: string, preview: boolean) => {
  if (!(await loadGames(readFor(preview))).some((game) => game.gameId === gameId)) return null
  return fetchContent(GAME_QUERY, { gameId }, { read: readFor(preview) })
})
