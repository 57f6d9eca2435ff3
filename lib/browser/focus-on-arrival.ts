/**
 * Moving focus to a page's heading after an in-app navigation the visitor asked for (choosing a lesson, Next):
 * the page that was left records where it sent the visitor, and the page that arrives takes the request once.
 * Kept in memory only, so a reload or a link from elsewhere never moves focus.
 */
let pending: string | null = null

/** Asks the page at `href` to move focus to its heading when it shows. */
export function requestFocusOnArrival(href: string): void {
  pending = href
}

/** Whether the page at `href` was reached by a move that asked for focus (true once per request). */
export function takeFocusRequest(href: string): boolean {
  if (pending !== href) return false
  pending = null
  return true
}
