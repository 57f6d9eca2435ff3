'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { preload } from 'react-dom'

import routeSheets from '@/app/globals.css?route-sheets'
import sheet from '@/app/globals.css?site-sheet'
import { routeSheetFor } from '@/lib/styles/route-sheet-for'
import { SITE_SHEET_KEY } from '@/lib/styles/site-sheet-key'

/**
 * The site's stylesheet, in the document once (docs/architecture.md#the-stylesheet). The server renders it inline,
 * as a hoisted `<style>`; being a client component, its text stays out of the page's RSC payload, where a server
 * component's `<style>` would repeat it. With `perRoute` (the public frame), the document carries only its page's
 * part of the sheet: the rules of what that page can render.
 *
 * In the browser `sheet` is the address of the whole sheet as a file. The page the visitor opened needs nothing
 * more; a move to another page links the file first (React shows the next page once it has arrived, and it comes
 * from the cache: it is fetched, at low priority, once the first page is running). A page the browser draws itself
 * (the page for an unknown address, which Next sends as an empty error shell) links it at once.
 */
export function SiteStylesheet({ perRoute = false }: { perRoute?: boolean }) {
  const pathname = usePathname()
  const [openedAt] = useState(pathname)
  useEffect(() => {
    if (perRoute) preload(sheet, { as: 'style', fetchPriority: 'low' })
  }, [perRoute])

  if (typeof window === 'undefined') {
    return (
      <style href={SITE_SHEET_KEY} precedence="site">
        {(perRoute && routeSheetFor(routeSheets, pathname)) || sheet}
      </style>
    )
  }
  // While a developer edits, the file is linked too: its address changes with every class they add, so the page
  // shows the new class without a reload (the inline copy is the one the page loaded with).
  const inDocument = document.querySelector(`style[data-href="${SITE_SHEET_KEY}"]`) !== null
  const complete = !perRoute || pathname === openedAt
  if (inDocument && complete && process.env.NODE_ENV !== 'development') return null
  return <link rel="stylesheet" href={sheet} precedence="site" />
}
