'use client'

import { navigateTo } from '@/lib/browser/location'

import { GAMES_AREA_ID, GRADE_LEVELS_ID } from './catalogue-ids'

const scrollToSection = (id: string) => {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
}

/**
 * What choosing a suggestion or an activity's Play does (docs/behaviour.md#game-search): with a game, go to
 * /learning-games?game=<id> and scroll to the games area; without one, scroll down to the activities.
 */
export function openGameArea(gameId: string | null) {
  if (gameId) {
    navigateTo(`/learning-games?game=${encodeURIComponent(gameId)}#${GAMES_AREA_ID}`, 'push')
    scrollToSection(GAMES_AREA_ID)
  } else {
    scrollToSection(GRADE_LEVELS_ID)
  }
}
