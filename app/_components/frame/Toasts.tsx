'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'
import { subscribeToToasts, toastRaised } from '@/lib/browser/notify'
import { WIDE_SCREEN_QUERY, toastPlacement } from '@/lib/browser/toast-placement'

/**
 * The one toast outlet of the site; anything raises a toast with `notify()`. The outlet's code
 * (react-hot-toast and its CSS-in-JS) loads with the page's first toast, not with the page: a toast only
 * follows something a visitor does, and loading it after hydration kept a phone busy for nothing (see
 * docs/architecture.md#rendering). The toast raised before the outlet arrives is kept in react-hot-toast's
 * store and shown when it mounts. Where toasts go: `toastPlacement`.
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
  const wanted = useSyncExternalStore(subscribeToToasts, toastRaised, () => false)
  return wanted ? <ToastOutlet /> : null
}

function ToastOutlet() {
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
