'use client'

import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import { CloseButton } from '@/app/_components/ui/CloseButton'
import type { Proverb } from '@/lib/site/proverbs-answer'

/** Every 120 s there is a 30% chance a proverb shows; it lasts 8 s (docs/behaviour.md#proverb-pop-up). */
export const PROVERB_INTERVAL_MS = 120_000
export const PROVERB_CHANCE = 0.3
export const PROVERB_VISIBLE_MS = 8_000

/**
 * The proverbs, asked for the first time one is to show and kept for the page's life: most visits end before
 * the first draw, so they are not in every page's document. The answer's schema (and zod) load only here.
 */
async function fetchProverbs(): Promise<Proverb[]> {
  const response = await fetch('/api/proverbs')
  if (!response.ok) throw new Error(`/api/proverbs answered ${response.status}`)
  const { proverbsAnswer } = await import('@/lib/site/proverbs-answer')
  return proverbsAnswer.parse(await response.json())
}

/**
 * A small corner card with a CMS proverb under the label from Site settings (left out when empty). It fades in (CSS @starting-style, instant under
 * prefers-reduced-motion), never takes focus, closes itself after 8 s, by its button or by Escape.
 * The live region stays mounted so screen readers announce the proverb when it appears.
 */
export function ProverbPopup({ label }: { label?: string | null }) {
  const [shown, setShown] = useState<Proverb | null>(null)
  const hideTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    let proverbs: Promise<Proverb[]> | null = null
    let active = true
    const tick = window.setInterval(() => {
      if (Math.random() >= PROVERB_CHANCE) return
      proverbs ??= fetchProverbs()
      proverbs.then(
        (list) => {
          // No proverbs in the CMS: nothing will ever show.
          if (list.length === 0) window.clearInterval(tick)
          const pick = list[Math.floor(Math.random() * list.length)] ?? list[0] ?? null
          if (!active || !pick) return
          window.clearTimeout(hideTimer.current)
          setShown(pick)
          hideTimer.current = window.setTimeout(() => setShown(null), PROVERB_VISIBLE_MS)
        },
        (error: unknown) => {
          // A decoration: the page goes on without it, and the next draw asks again.
          console.warn('Could not load the proverbs', error)
          proverbs = null
        },
      )
    }, PROVERB_INTERVAL_MS)
    return () => {
      active = false
      window.clearInterval(tick)
      window.clearTimeout(hideTimer.current)
    }
  }, [])

  // Listening before the card paints: a visitor who presses Escape the moment it appears closes it.
  useLayoutEffect(() => {
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
