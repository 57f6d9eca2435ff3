'use client'

import { useCallback, useEffect, useState } from 'react'

import { useAuth } from '@/lib/auth/auth-context'

import type { Review } from './reviews'

export type ReviewListState = { status: 'loading' } | { status: 'ready'; reviews: Review[] }

/**
 * A product's reviews in the browser (docs/behaviour.md#reviews). Given the list the server rendered, it starts from
 * it and reads again only after `reload`; without one it reads at once. Local mode has no list to read: empty.
 */
export function useProductReviews(productId: string, initial: Review[] | null = null) {
  const { client } = useAuth()
  const [list, setList] = useState<ReviewListState>(() =>
    initial
      ? { status: 'ready', reviews: initial }
      : client()
        ? { status: 'loading' }
        : { status: 'ready', reviews: [] },
  )
  // Bumped by `reload`; 0 with a server list means "nothing to read yet".
  const [version, setVersion] = useState(initial ? 0 : 1)

  useEffect(() => {
    const loading = client()
    if (!loading || version === 0) return
    let active = true
    // The answer schema (and zod) loads only when the browser reads the list itself.
    Promise.all([loading, import('./reviews')])
      .then(([supabase, { loadReviews }]) => loadReviews(supabase, productId))
      .then((reviews) => active && setList({ status: 'ready', reviews }))
      .catch((error: unknown) => {
        // A failed review list is only logged; the list shows as empty.
        console.error('Failed to load reviews', error)
        if (active) setList({ status: 'ready', reviews: [] })
      })
    return () => {
      active = false
    }
  }, [client, productId, version])

  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { list, reload }
}
