'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Puts every newly visited path at its top, whatever the previous page's scroll position was. A link to
 * a place in the page (`/blog/category/history#articles`) is left to the browser and the router.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
