'use client'

import sheet from '@/app/globals.css?site-sheet'
import { SITE_SHEET_KEY } from '@/lib/styles/site-sheet-key'

/**
 * The site's stylesheet, in the document once (docs/architecture.md#the-stylesheet). The server renders it inline,
 * as a hoisted `<style>`; being a client component, its text stays out of the page's RSC payload, where a server
 * component's `<style>` would repeat it. In the browser `sheet` is the address of the same sheet as a file: a page
 * whose document already has the sheet needs nothing more, and one the browser draws itself (the page for an
 * unknown address, which Next sends as an empty error shell) links the file.
 */
export function SiteStylesheet() {
  if (typeof window === 'undefined') {
    return (
      <style href={SITE_SHEET_KEY} precedence="site">
        {sheet}
      </style>
    )
  }
  // While a developer edits, the file is linked too: its address changes with every class they add, so the page
  // shows the new class without a reload (the inline copy is the one the page loaded with).
  const inDocument = document.querySelector(`style[data-href="${SITE_SHEET_KEY}"]`) !== null
  if (inDocument && process.env.NODE_ENV !== 'development') return null
  return <link rel="stylesheet" href={sheet} precedence="site" />
}
