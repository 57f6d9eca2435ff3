'use client'

import { useEffect, useRef } from 'react'

import { Link } from '@/app/_components/ui/Link'
import { useLocationSearch } from '@/lib/browser/location'
import { reveal, REVEAL_MARGINS } from '@/lib/browser/reveal'
import type { EditTarget } from '@/lib/content/edit-target'
import { gamePath } from '@/lib/learning/paths'

/** A game's card; in draft mode it also carries its click-to-edit attribute, built on the server. */
export type GameCard = EditTarget & {
  id: string
  title: string
  description: string
}

/** The three playable games; the one named by ?game= is highlighted and receives focus. */
export function GameCards({ games }: { games: readonly GameCard[] }) {
  const search = useLocationSearch()
  const selected = new URLSearchParams(search).get('game')
  const refs = useRef(new Map<string, HTMLAnchorElement>())

  useEffect(() => {
    // The address's #games has brought the games area to the top; on a phone, where the cards are stacked, the card
    // asked for can still be below the screen, so it is brought up just as far as needed.
    if (selected) reveal(refs.current.get(selected) ?? null, { focus: true })
  }, [selected])

  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {games.map((game) => {
        const highlighted = game.id === selected
        return (
          <li key={game.id}>
            <Link
              href={gamePath(game.id)}
              ref={(element) => {
                if (element) refs.current.set(game.id, element)
                else refs.current.delete(game.id)
              }}
              aria-current={highlighted ? 'true' : undefined}
              data-highlighted={highlighted || undefined}
              data-sanity={game['data-sanity']}
              className={`${REVEAL_MARGINS} flex h-full flex-col rounded-3xl border-4 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg ${
                highlighted ? 'border-ochre ring-4 ring-ochre/40' : 'border-transparent'
              }`}
            >
              <span className="font-display text-2xl font-semibold text-ink">{game.title}</span>
              <span className="mt-3 flex-1 text-muted">{game.description}</span>
              <span className="mt-5 inline-flex min-h-11 items-center self-start rounded-full bg-clay px-5 py-2 font-semibold text-white">
                Play now<span className="sr-only">: {game.title}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
