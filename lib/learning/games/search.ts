/**
 * The catalogue search (docs/behaviour.md#game-search): text over the games, activities and subject areas, the
 * keywords that send a search straight to a game, at most 8 suggestions, and which entries the page still shows.
 */

export const MAX_SUGGESTIONS = 8

/** Said below the search box when the index could not be fetched (the next keystroke asks again). */
export const SEARCH_UNAVAILABLE = 'The search could not load. Check your connection, then type again.'

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
  /** Names the entry on the page, so the page can hide what does not match. */
  id: string
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

/** An entry as /api/learning-games/search-index sends it: what it shows, and `extra` words it is also found by. */
export interface IndexSource extends Suggestion {
  id: string
  extra?: string
}

/** The index the query runs over; built in the browser, so the page does not carry each entry's text twice. */
export function buildIndex(entries: readonly IndexSource[]): SearchIndexEntry[] {
  return entries.map(({ extra, ...entry }) => ({
    ...entry,
    text: normalise(`${entry.label} ${entry.detail} ${extra ?? ''}`),
  }))
}

/**
 * The entries a query matches, in index order: those containing every word of it, and those that open the
 * game the query's keywords name ("math" finds the activities that open the math game). A blank query
 * matches nothing.
 */
export function matchingEntries(
  query: string,
  index: readonly SearchIndexEntry[],
  games: readonly SearchableGame[],
): SearchIndexEntry[] {
  const words = normalise(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const keywordGame = gameForQuery(query, games)
  return index.filter(
    (entry) =>
      words.every((word) => entry.text.includes(word)) || (keywordGame !== null && entry.gameId === keywordGame),
  )
}

/** Suggestions for a query: the first 8 matches. An entry without its own game borrows the keyword game. */
export function suggest(
  query: string,
  index: readonly SearchIndexEntry[],
  games: readonly SearchableGame[],
): Suggestion[] {
  const keywordGame = gameForQuery(query, games)
  return matchingEntries(query, index, games)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ label, detail, gameId }) => ({ label, detail, gameId: gameId ?? keywordGame }))
}

/**
 * What the catalogue shows for a query: the ids of the matching entries, or null for a blank query (everything
 * shows). The page hides an activity or a subject's game name whose id is missing, and a grade level or a
 * subject area none of whose entries is left.
 */
export function shownEntries(
  query: string,
  index: readonly SearchIndexEntry[],
  games: readonly SearchableGame[],
): ReadonlySet<string> | null {
  if (!normalise(query)) return null
  return new Set(matchingEntries(query, index, games).map((entry) => entry.id))
}
