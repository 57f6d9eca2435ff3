import type { Metadata } from 'next'

import { NotFoundPanel } from '@/app/_components/ui/NotFoundPanel'

export const metadata: Metadata = { title: 'Game Not Found', robots: { index: false } }

/** An address under /games/ that names no game. */
export default function GameNotFound() {
  return (
    <NotFoundPanel
      heading="Game Not Found"
      text="We could not find that game. It may have moved, or the link may be mistyped."
      href="/learning-games"
      label="Browse Games"
    />
  )
}
