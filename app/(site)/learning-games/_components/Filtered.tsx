'use client'

import type { ReactNode } from 'react'

import { anyShown, useCatalogueQuery } from './CatalogueQuery'

/** A list item of the catalogue that the search hides when its entry, or no entry of its group, matches. */
export function FilteredItem({
  match,
  className,
  children,
}: {
  match: string
  className?: string
  children: ReactNode
}) {
  const { shown } = useCatalogueQuery()
  return (
    <li hidden={!anyShown(shown, match)} className={className}>
      {children}
    </li>
  )
}

/** In a section the search has emptied (no entry of its group matches): says so, naming the query. */
export function NoneShown({ group, noun }: { group: string; noun: string }) {
  const { query, shown } = useCatalogueQuery()
  if (anyShown(shown, group)) return null
  return (
    <p className="rounded-2xl bg-white px-5 py-4 text-ink">
      No {noun} match “{query.trim()}”.
    </p>
  )
}
