'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Puts every newly visited path at its top, whatever the previous page's scroll position was. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
