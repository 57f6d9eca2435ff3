'use client'

import type { ReactNode } from 'react'

import { anyShown, useCatalogueQuery } from './CatalogueQuery'

/** A list item of the catalogue that the search hides when none of its entries matches. */
export function FilteredItem({
  ids,
  className,
  children,
}: {
  ids: readonly string[]
  className?: string
  children: ReactNode
}) {
  const { shown } = useCatalogueQuery()
  return (
    <li hidden={!anyShown(shown, ids)} className={className}>
      {children}
    </li>
  )
}

/** In a section the search has emptied: says so, naming the query. */
export function NoneShown({ ids, noun }: { ids: readonly string[]; noun: string }) {
  const { query, shown } = useCatalogueQuery()
  if (anyShown(shown, ids)) return null
  return (
    <p className="rounded-2xl bg-white px-5 py-4 text-ink">
      No {noun} match “{query.trim()}”.
    </p>
  )
}
