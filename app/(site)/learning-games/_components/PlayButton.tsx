'use client'

import { openGameArea } from '@/lib/learning/games/open-game-area'

/** An activity's Play (only an activity with a game has one): does what choosing its search suggestion does. */
export function PlayButton({ activity, gameId }: { activity: string; gameId: string }) {
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
