'use client'

import { useEffect, useRef, useState } from 'react'

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

  useEffect(() => {
    function restored(event: PageTransitionEvent) {
      if (!event.persisted) return
      running.current = false
      setBusy(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  async function run(action: () => Promise<ActionEnd>): Promise<void> {
    if (running.current) return
    running.current = true
    setBusy(true)
    let end: ActionEnd = 'done'
    try {
      end = await action()
    } finally {
      if (end !== 'leaving') {
        running.current = false
        setBusy(false)
      }
    }
  }

  return { busy, run }
}
