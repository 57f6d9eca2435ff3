import { preinit } from 'react-dom'

import sheet from '@/app/globals.css?site-sheet'

let arrival: Promise<void> | undefined

/**
 * How long a part waits for the sheet at most. A link already in the page whose fetch failed (a move between pages
 * linked it while offline) fires neither `load` nor `error` again, and a page cannot tell it from one still loading.
 */
const WAIT_LIMIT_MS = 4_000

/**
 * Resolves once the whole site sheet applies to the page. A page's document carries only the rules of what it
 * draws when it opens; a part that loads on demand (a dialog's form, the learner switch, a toast) leaves its rules
 * to the whole sheet, which holds every rule of the page's own part in the same order, so linking it changes
 * nothing already drawn (docs/architecture.md#the-stylesheet). It usually comes from the cache: `SiteStylesheet`
 * fetches it once the first page runs. A sheet that fails to load, or has not arrived within `WAIT_LIMIT_MS`,
 * still resolves, so the part opens unstyled rather than never.
 */
export function wholeSheetArrived(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  arrival ??= new Promise<void>((resolve) => {
    // React's own stylesheet resource: a move to another page that links the same file finds this one.
    preinit(sheet, { as: 'style', precedence: 'site' })
    const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (element) => element.getAttribute('href') === sheet,
    )
    if (!link || link.sheet) return resolve()
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
    setTimeout(resolve, WAIT_LIMIT_MS)
  })
  return arrival
}

/**
 * A module loaded on demand, handed over once the whole sheet applies too. `lib/styles/route-sheets.mjs` leaves a
 * module imported only as `withWholeSheet(import('…'))` out of the page's own sheet: write the import inside the
 * call, so both see it.
 */
export function withWholeSheet<T>(loading: Promise<T>): Promise<T> {
  return Promise.all([loading, wholeSheetArrived()]).then(([loaded]) => loaded)
}
