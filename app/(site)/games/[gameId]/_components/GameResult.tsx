'use client'

import type { ReactNode } from 'react'

import { REVEAL_MARGINS, useReveal } from '@/lib/browser/reveal'
import type { GameTier } from '@/lib/learning/games/tiers'

const TIER_MESSAGES: Record<GameTier, string> = {
  perfect: 'Perfect score! Excellent work!',
  great: 'Great job!',
  'good-effort': 'Good effort! Keep learning and try again.',
}

/**
 * The end of a quiz-like game: score out of the total, the tier message, the actions. It is drawn only when a
 * round ends, so it takes the focus and the screen at once: the child was looking at the button below the last
 * question, often far below where the result starts.
 */
export function GameResult({
  score,
  total,
  tier,
  best,
  children,
}: {
  score: number
  total: number
  tier: GameTier
  best: number | undefined
  children: ReactNode
}) {
  const headingRef = useReveal<HTMLHeadingElement>(true, { focus: true })
  return (
    <div className="relative overflow-hidden rounded-3xl bg-white p-8 text-center shadow-lg">
      {tier === 'perfect' && <Flowers />}
      <h2 ref={headingRef} tabIndex={-1} className={`font-display text-3xl font-semibold text-ink ${REVEAL_MARGINS}`}>
        You scored {score} out of {total}
      </h2>
      <p className="mt-3 text-xl font-semibold text-forest" role="status">
        {TIER_MESSAGES[tier]}
      </p>
      {best !== undefined && (
        <p className="mt-2 text-muted">
          Your best on this device: {best} out of {total}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  )
}

/** The perfect-score flower burst: decorative, and still under prefers-reduced-motion. */
function Flowers() {
  const petals = ['🌸', '🌼', '🌺', '🌻', '🌷', '🌸', '🌼', '🌺']
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="flower-animation">
      {petals.map((petal, index) => (
        <span
          key={index}
          className="absolute text-3xl motion-safe:animate-bounce"
          style={{
            left: `${8 + index * 11}%`,
            top: `${index % 2 === 0 ? 8 : 70}%`,
            animationDelay: `${index * 120}ms`,
          }}
        >
          {petal}
        </span>
      ))}
    </div>
  )
}
