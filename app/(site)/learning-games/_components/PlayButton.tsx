'use client'

import { openGameArea } from '@/lib/learning/games/open-game-area'

/** An activity's Play: does what choosing a search suggestion does. */
export function PlayButton({ activity, gameId }: { activity: string; gameId: string | null }) {
  return (
    <button
      type="button"
      aria-label={`Play ${activity}`}
      onClick={() => openGameArea(gameId)}
      className="inline-flex min-h-10 items-center rounded-full bg-forest px-4 py-1.5 text-sm font-semibold text-cream hover:bg-forest-dark"
    >
      Play
    </button>
  )
}
