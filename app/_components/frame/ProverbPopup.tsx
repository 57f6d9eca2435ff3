'use client'

import { useEffect, useRef, useState } from 'react'

import { CloseButton } from '@/app/_components/ui/CloseButton'

export type Proverb = { _id: string; text: string; origin: string | null }

/** Every 120 s there is a 30% chance a proverb shows; it lasts 8 s (docs/behaviour.md#proverb-pop-up). */
export const PROVERB_INTERVAL_MS = 120_000
export const PROVERB_CHANCE = 0.3
export const PROVERB_VISIBLE_MS = 8_000

/**
 * A small corner card with a CMS proverb under the label from Site settings (left out when empty). It fades in (CSS @starting-style, instant under
 * prefers-reduced-motion), never takes focus, closes itself after 8 s, by its button or by Escape.
 * The live region stays mounted so screen readers announce the proverb when it appears.
 */
export function ProverbPopup({ proverbs, label }: { proverbs: Proverb[]; label?: string | null }) {
  const [shown, setShown] = useState<Proverb | null>(null)
  const hideTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (proverbs.length === 0) return
    const tick = window.setInterval(() => {
      if (Math.random() >= PROVERB_CHANCE) return
      const pick = proverbs[Math.floor(Math.random() * proverbs.length)] ?? proverbs[0] ?? null
      window.clearTimeout(hideTimer.current)
      setShown(pick)
      hideTimer.current = window.setTimeout(() => setShown(null), PROVERB_VISIBLE_MS)
    }, PROVERB_INTERVAL_MS)
    return () => {
      window.clearInterval(tick)
      window.clearTimeout(hideTimer.current)
    }
  }, [proverbs])

  useEffect(() => {
    if (!shown) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [shown])

  function close() {
    window.clearTimeout(hideTimer.current)
    setShown(null)
  }

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {shown && (
        <div
          data-testid="proverb-popup"
          className="pointer-events-auto relative w-full max-w-sm rounded-2xl border-2 border-ochre bg-cream p-5 pr-12 shadow-2xl transition-all duration-700 ease-out motion-reduce:transition-none starting:translate-y-4 starting:opacity-0"
        >
          {label && <p className="mb-2 text-xs font-bold tracking-wider text-clay-dark uppercase">{label}</p>}
          <blockquote className="font-display text-lg leading-snug text-ink">“{shown.text}”</blockquote>
          {shown.origin && <p className="mt-2 text-sm text-muted">— {shown.origin}</p>}
          <CloseButton label="Close proverb" onClick={close} position="right-2 top-2" />
        </div>
      )}
    </div>
  )
}
