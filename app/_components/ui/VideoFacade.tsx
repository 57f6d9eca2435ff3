'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

import type { ResolvedImage } from '@/lib/content/image'

type Props = {
  /** The privacy-enhanced player's address (lib/site/video-embed.ts), loaded only after the click. */
  playerUrl: string
  title: string
  /** The poster as `resolveImage` gives it, resolved on the server. */
  poster: ResolvedImage | null
  /** Said under the play button when there is no poster, e.g. "Plays from YouTube". */
  note?: string
}

/**
 * A poster with a play button. The (privacy-enhanced) YouTube or Vimeo player is created only after the click,
 * so the page makes no third-party request until a visitor asks for the video. Shared by the home page's
 * testimonial and the video lessons.
 */
export function VideoFacade({ playerUrl, title, poster, note }: Props) {
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  // The play button goes away with the click: the player takes the keyboard focus, so Tab reaches its controls
  // rather than starting again from the page.
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <iframe
        ref={player}
        className="aspect-video w-full rounded-2xl"
        src={playerUrl}
        title={title}
        // `allow` names fullscreen already; allowfullscreen beside it only draws a console warning.
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      />
    )
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play video: ${title}${note ? `. ${note}` : ''}`}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-ink"
    >
      {poster && (
        <Image
          src={poster.src}
          alt={poster.alt}
          width={poster.width}
          height={poster.height}
          unoptimized={poster.unoptimized}
          sizes="(min-width: 1024px) 896px, 100vw"
          loading="lazy"
          className="h-full w-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
        />
      )}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-3">
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-clay text-white shadow-xl transition-transform group-hover:scale-110 group-focus-visible:scale-110 motion-reduce:transition-none">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-10 w-10" fill="currentColor">
            <path d="M8 5.1v13.8a1 1 0 0 0 1.5.9l10.6-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1Z" />
          </svg>
        </span>
        {note && !poster && <span className="text-sm font-semibold text-cream">{note}</span>}
      </span>
    </button>
  )
}
