import { cache } from 'react'

import { fetchContent, loadSingleton } from '@/lib/content'
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

export const loadSelfPacedPage = cache(() => loadSingleton(SELF_PACED_PAGE_QUERY, 'selfPacedPage'))
export const loadCollegePrepPage = cache(() => loadSingleton(COLLEGE_PREP_PAGE_QUERY, 'collegePrepPage'))
export const loadLearningGamesPage = cache(() => loadSingleton(LEARNING_GAMES_PAGE_QUERY, 'learningGamesPage'))

/** Every course's card data (both kinds), by title. */
export const loadCourseCatalogue = cache(() => fetchContent(COURSE_CATALOGUE_QUERY))
export const loadCourseQuiz = cache(() => fetchContent(COURSE_QUIZ_QUERY))
export const loadLivePrograms = cache(() => fetchContent(LIVE_PROGRAMS_QUERY))

/** Every published game, in catalogue order. */
export const loadGames = cache(() => fetchContent(GAMES_QUERY))

/**
 * One game, or null. The id is first looked up in the list of games (one cached query shared by every
 * visit), so a made-up address costs no Content Lake request of its own.
 */
export const loadGame = cache(async (gameId: string) => {
  if (!(await loadGames()).some((game) => game.gameId === gameId)) return null
  return fetchContent(GAME_QUERY, { gameId })
})
