import { fetchContent, loadSingleton } from '@/lib/content'
import { previewLoader, previewLoaderBy } from '@/lib/content/loader'
import {
  COLLEGE_PREP_PAGE_QUERY,
  COURSE_CATALOGUE_QUERY,
  COURSE_QUIZ_QUERY,
  GAME_QUERY,
  GAMES_QUERY,
  LEARNING_GAMES_PAGE_QUERY,
  LIVE_PROGRAMS_QUERY,
  SELF_PACED_PAGE_QUERY,
} from '@/lib/content/queries'

// Every loader takes `preview` (draft mode, lib/content/preview.ts): what a page shows passes it; metadata,
// structured data, feeds, static params and the sitemap never do.

export const loadSelfPacedPage = previewLoader((preview) =>
  loadSingleton(SELF_PACED_PAGE_QUERY, 'selfPacedPage', { preview }),
)
export const loadCollegePrepPage = previewLoader((preview) =>
  loadSingleton(COLLEGE_PREP_PAGE_QUERY, 'collegePrepPage', { preview }),
)
export const loadLearningGamesPage = previewLoader((preview) =>
  loadSingleton(LEARNING_GAMES_PAGE_QUERY, 'learningGamesPage', { preview }),
)

/** Every course's card data (both kinds), by title. */
export const loadCourseCatalogue = previewLoader((preview) => fetchContent(COURSE_CATALOGUE_QUERY, {}, { preview }))
export const loadCourseQuiz = previewLoader((preview) => fetchContent(COURSE_QUIZ_QUERY, {}, { preview }))
export const loadLivePrograms = previewLoader((preview) => fetchContent(LIVE_PROGRAMS_QUERY, {}, { preview }))

/** Every published game, in catalogue order. */
export const loadGames = previewLoader((preview) => fetchContent(GAMES_QUERY, {}, { preview }))

/**
 * One game, or null. The id is first looked up in the list of games (one cached query shared by every
 * visit), so a made-up address costs no Content Lake request of its own.
 */
export const loadGame = previewLoaderBy(async (gameId: string, preview: boolean) => {
  if (!(await loadGames(preview)).some((game) => game.gameId === gameId)) return null
  return fetchContent(GAME_QUERY, { gameId }, { preview })
})
