'use client'

/**
 * What `notify()` and the toast outlet (app/_components/frame/Toasts.tsx) tell each other. The outlet's code
 * loads with the page's first toast, not with the page: a toast only ever follows something a visitor does.
 */
let wanted = false
const listeners = new Set<() => void>()
let markShown: () => void = () => {}
const shown = new Promise<void>((resolve) => {
  markShown = resolve
})

/**
 * A page whose layout has no outlet never shows a toast: a caller waiting for one (the payment redirect)
 * goes on after this long rather than never.
 */
const OUTLET_WAIT_MS = 3000

/** For the outlet: has a toast been asked for on this page yet? */
export function outletWanted(): boolean {
  return wanted
}

export function subscribeToOutlet(onWanted: () => void): () => void {
  listeners.add(onWanted)
  return () => listeners.delete(onWanted)
}

/** Asks for the outlet; resolves once it is on the page (and shows every toast raised so far). */
export function outletOnPage(): Promise<void> {
  if (!wanted) {
    wanted = true
    listeners.forEach((onWanted) => onWanted())
  }
  return Promise.race([shown, new Promise<void>((resolve) => window.setTimeout(resolve, OUTLET_WAIT_MS))])
}

/** Called by the outlet once it has mounted. */
export function outletShown(): void {
  markShown()
}
