'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

import {
  buildIndex,
  shownEntries,
  type IndexSource,
  type SearchableGame,
  type SearchIndexEntry,
} from '@/lib/learning/games/search'

type CatalogueQueryValue = {
  query: string
  setQuery: (query: string) => void
  index: readonly SearchIndexEntry[]
  games: readonly SearchableGame[]
  /** Ids of the entries the query matches; null while the query is blank (everything shows). */
  shown: ReadonlySet<string> | null
}

const CatalogueQueryContext = createContext<CatalogueQueryValue | null>(null)

/**
 * Holds the catalogue's search text for the search box and the sections it filters. The sections stay
 * server-rendered: they arrive here as children, and only their small show/hide wrappers read the query.
 */
export function CatalogueQueryProvider({
  entries,
  games,
  children,
}: {
  entries: readonly IndexSource[]
  games: readonly SearchableGame[]
  children: ReactNode
}) {
  const [query, setQuery] = useState('')
  const index = useMemo(() => buildIndex(entries), [entries])
  const shown = useMemo(() => shownEntries(query, index, games), [query, index, games])
  const value = useMemo(() => ({ query, setQuery, index, games, shown }), [query, index, games, shown])
  return <CatalogueQueryContext value={value}>{children}</CatalogueQueryContext>
}

export function useCatalogueQuery(): CatalogueQueryValue {
  const value = useContext(CatalogueQueryContext)
  if (!value) throw new Error('useCatalogueQuery needs a CatalogueQueryProvider')
  return value
}

/** True when any of the entries shows (always while the query is blank). */
export const anyShown = (shown: ReadonlySet<string> | null, ids: readonly string[]) =>
  shown === null || ids.some((id) => shown.has(id))
