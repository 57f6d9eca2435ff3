'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'
import { WIDE_SCREEN_QUERY, toastPlacement } from '@/lib/browser/toast-placement'

/**
 * The one toast outlet of the site; anything calls `toast()` from react-hot-toast. The outlet's code
 * (react-hot-toast and its CSS-in-JS) loads after hydration instead of with every page's first-load
 * JS: a toast only follows something a visitor does, and one raised before the outlet arrives is kept
 * in react-hot-toast's store and shown when it mounts. Where toasts go: `toastPlacement`.
 */
const Toaster = dynamic(() => import('react-hot-toast').then((module) => module.Toaster), { ssr: false })

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  )
}

export function Toasts() {
  const { position, containerStyle } = toastPlacement(useWideScreen())
  return (
    <Toaster
      position={position}
      containerStyle={containerStyle}
      toastOptions={{
        duration: 5000,
        style: { background: '#2b1d14', color: '#fdf8f0' },
      }}
    />
  )
}
