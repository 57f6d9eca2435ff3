'use client'

import { Toaster } from 'react-hot-toast'

/** The one toast outlet of the site; anything calls `toast()` from react-hot-toast. */
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
