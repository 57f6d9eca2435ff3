'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Toaster as ToasterComponent } from 'react-hot-toast'

import { outletShown, outletWanted, subscribeToOutlet } from '@/lib/browser/toast-outlet'
import { toastPlacement, WIDE_SCREEN_QUERY } from '@/lib/browser/toast-placement'

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

/**
 * The one toast outlet of the site; anything raises a toast with `notify()`. The outlet's code
 * (react-hot-toast and its CSS-in-JS) loads with the page's first toast, not with the page: a toast only
 * follows something a visitor does, and loading it after hydration kept a phone busy for nothing (see
 * docs/architecture.md#rendering). `notify()` raises its toast once the outlet is on the page
 * (lib/browser/toast-outlet.ts). Where toasts go: `toastPlacement`.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToOutlet, outletWanted, () => false)
  const [Toaster, setToaster] = useState<typeof ToasterComponent | null>(null)
  useEffect(() => {
    if (wanted) void import('react-hot-toast').then((module) => setToaster(() => module.Toaster))
  }, [wanted])
  return Toaster ? <ToastOutlet Toaster={Toaster} /> : null
}

function ToastOutlet({ Toaster }: { Toaster: typeof ToasterComponent }) {
  const { position, containerStyle } = toastPlacement(useWideScreen())
  useEffect(outletShown, [])
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
