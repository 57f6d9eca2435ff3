/**
 * The catalogue search (docs/behaviour.md#game-search): text over activities and subject areas, at most 8 suggestions,
 * and the keywords that send a search straight to a game.
 */

export const MAX_SUGGESTIONS = 8

export interface SearchableGame {
  id: string
  title: string
  keywords: readonly string[]
}

export interface Suggestion {
  /** What the list shows. */
  label: string
  /** Where it comes from: "Early Elementary K-2" or "Subject: History". */
  detail: string
  /** The game it opens, when it has one. */
  gameId: string | null
}

export interface SearchIndexEntry extends Suggestion {
  /** Lower-cased text the query is matched against. */
  text: string
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The game a query's keywords name, if any (first keyword found wins, in the games' order). */
export function gameForQuery(query: string, games: readonly SearchableGame[]): string | null {
  const text = normalise(query)
  if (!text) return null
  for (const game of games) {
    if (game.keywords.some((keyword) => text.includes(normalise(keyword)))) return game.id
  }
  return null
}

export function buildIndex(entries: ReadonlyArray<Suggestion & { extra?: string }>): SearchIndexEntry[] {
  return entries.map(({ extra, ...entry }) => ({
    ...entry,
    text: normalise(`${entry.label} ${entry.detail} ${extra ?? ''}`),
  }))
}

/**
 * Suggestions for a query: index entries containing every word of it, at most 8. An entry without
 * its own game borrows the game the query's keywords name.
 */
export function suggest(
  query: string,
  index: readonly SearchIndexEntry[],
  games: readonly SearchableGame[],
): Suggestion[] {
  const words = normalise(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const keywordGame = gameForQuery(query, games)
  return index
    .filter((entry) => words.every((word) => entry.text.includes(word)))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ label, detail, gameId }) => ({ label, detail, gameId: gameId ?? keywordGame }))
}
