'use client'

import dynamic from 'next/dynamic'

/**
 * The one toast outlet of the site; anything calls `toast()` from react-hot-toast. The outlet's code
 * (react-hot-toast and its CSS-in-JS) loads after hydration instead of with every page's first-load
 * JS: a toast only follows something a visitor does, and one raised before the outlet arrives is kept
 * in react-hot-toast's store and shown when it mounts.
 */
const Toaster = dynamic(() => import('react-hot-toast').then((module) => module.Toaster), { ssr: false })

export function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 5000,
        style: { background: '#2b1d14', color: '#fdf8f0' },
      }}
    />
  )
}
