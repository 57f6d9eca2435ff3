import { loadGames, loadLearningGamesPage } from '@/lib/learning/content'
import { catalogueEntries } from '@/lib/learning/games/catalogue-index'
import type { SearchIndexAnswer } from '@/lib/learning/games/search-index-answer'

/**
 * What /learning-games' search runs over, as JSON. The page asks for it when a visitor first turns to the search
 * box (docs/behaviour.md#game-search), so the page's document does not carry every entry's text a second time. It
 * reads draft mode like the pages do: in a preview, the search finds draft activities.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const [page, games] = await Promise.all([loadLearningGamesPage(), loadGames()])
  const answer: SearchIndexAnswer = {
    entries: catalogueEntries(games, page.gradeLevels, page.subjectAreas),
    games: games.map((game) => ({ id: game.gameId, title: game.title, keywords: [...(game.keywords ?? [])] })),
  }
  return Response.json(answer)
}
