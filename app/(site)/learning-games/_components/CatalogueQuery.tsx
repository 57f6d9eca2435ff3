'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import { buildIndex, shownEntries, type SearchableGame, type SearchIndexEntry } from '@/lib/learning/games/search'
import type { SearchIndexAnswer } from '@/lib/learning/games/search-index-answer'

type CatalogueQueryValue = {
  query: string
  setQuery: (query: string) => void
  index: readonly SearchIndexEntry[]
  games: readonly SearchableGame[]
  /** Ids of the entries the query matches; null while the query is blank (everything shows) or the index is away. */
  shown: ReadonlySet<string> | null
  /** Asks for the index the first time a visitor turns to the search box, and again after a failed answer. */
  loadIndex: () => void
  /** The last ask failed: the box says so, and the next keystroke or focus asks again. */
  indexFailed: boolean
}

const CatalogueQueryContext = createContext<CatalogueQueryValue | null>(null)
const NO_GAMES: readonly SearchableGame[] = []

/**
 * The search index, fetched when it is first needed, so the page's document does not carry every entry's text a
 * second time (docs/behaviour.md#game-search). The answer's schema (and zod) load only here.
 */
async function fetchIndex(): Promise<SearchIndexAnswer> {
  const response = await fetch('/api/learning-games/search-index')
  if (!response.ok) throw new Error(`/api/learning-games/search-index answered ${response.status}`)
  const { searchIndexAnswer } = await import('@/lib/learning/games/search-index-answer')
  return searchIndexAnswer.parse(await response.json())
}

/**
 * Holds the catalogue's search text for the search box and the sections it filters. The sections stay
 * server-rendered: they arrive here as children, and only their small show/hide wrappers read the query.
 */
export function CatalogueQueryProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<SearchIndexAnswer | null>(null)
  const [indexFailed, setIndexFailed] = useState(false)
  // Set while an ask is out and for good once one is answered: a keystroke between the answer and the render that
  // shows it still calls the loadIndex of the render before, and must not ask a second time.
  const asked = useRef(false)
  const loadIndex = useCallback(() => {
    if (asked.current) return
    asked.current = true
    fetchIndex().then(
      (fetched) => {
        setAnswer(fetched)
        setIndexFailed(false)
      },
      () => {
        asked.current = false
        setIndexFailed(true)
      },
    )
  }, [])
  const index = useMemo(() => (answer ? buildIndex(answer.entries) : []), [answer])
  const games = answer?.games ?? NO_GAMES
  // Until the index is here the page shows everything, as it does for a blank query.
  const shown = useMemo(() => (answer ? shownEntries(query, index, games) : null), [answer, query, index, games])
  const value = useMemo(
    () => ({ query, setQuery, index, games, shown, loadIndex, indexFailed }),
    [query, index, games, shown, loadIndex, indexFailed],
  )
  return <CatalogueQueryContext value={value}>{children}</CatalogueQueryContext>
}

export function useCatalogueQuery(): CatalogueQueryValue {
  const value = useContext(CatalogueQueryContext)
  if (!value) throw new Error('useCatalogueQuery needs a CatalogueQueryProvider')
  return value
}

/**
 * True when the entry `match` shows, or for a group (`match` ends in `:` or `/`, lib/learning/games/catalogue-index.ts)
 * any entry of it; always while the query is blank.
 */
export function anyShown(shown: ReadonlySet<string> | null, match: string): boolean {
  if (shown === null) return true
  if (!/[:/]$/.test(match)) return shown.has(match)
  for (const id of shown) if (id.startsWith(match)) return true
  return false
}
