'use client'

import { useRef, useState } from 'react'

/** How an action ended: 'leaving' when the browser is on its way to another page (a payment page). */
export type ActionEnd = 'done' | 'leaving'

/**
 * For a button whose action sends something that must not be sent twice (an order): a second press while the
 * action runs does nothing. `busy` turns on at the press, before anything is awaited, so a double click, whose
 * second click comes before the page has drawn the button disabled, is caught too. It stays on when the action
 * ends with 'leaving', so the button cannot be used again while the next page loads, and turns off again if the
 * browser's Back button brings this page back from its cache as it was left.
 */
export function useOneAtATime() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<ActionEnd>): Promise<void> {
    if (running.current) return
    running.current = true
    setBusy(true)
    let end: ActionEnd = 'done'
    try {
      end = await action()
    } finally {
      const release = () => {
        running.current = false
        setBusy(false)
      }
      if (end !== 'leaving') release()
      // Only a page restored from the browser's cache shows again after leaving: listened for then, not by every
      // button from the start (a shop page has one per product).
      else window.addEventListener('pageshow', (event) => event.persisted && release(), { once: true })
    }
  }

  return { busy, run }
}
