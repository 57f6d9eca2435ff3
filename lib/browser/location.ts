'use client'

import { useSyncExternalStore } from 'react'

/**
 * The page URL's query string as React state, without `useSearchParams` (which would make the statically
 * generated shop render its products only in the browser). The server and hydration see '' (the default
 * view, all products); the browser then follows the real URL, Back and Forward included.
 */
const CHANGE = 'site:location'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}

/** Moves to another query of the same page: a new history entry (filters, sort) or in place (typing). */
export function navigateTo(href: string, mode: 'push' | 'replace') {
  if (mode === 'push') window.history.pushState(null, '', href)
  else window.history.replaceState(null, '', href)
  window.dispatchEvent(new Event(CHANGE))
}

const noSubscription = () => () => undefined

/** False on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
