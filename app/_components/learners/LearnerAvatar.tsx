import type { ReactNode } from 'react'

import { AVATAR_LABELS } from '@/lib/family/avatars'
import type { Avatar } from '@/lib/validation'

/** Each avatar drawn in a few flat shapes on a 48-unit square, in the site's colours. */
const DRAWINGS: Record<Avatar, ReactNode> = {
  baobab: (
    <>
      <path d="M20 44h8l-1-18 6-6-2-2-5 4v-6h-2v6l-5-4-2 2 6 6z" className="fill-clay-dark" />
      <ellipse cx="24" cy="14" rx="16" ry="8" className="fill-forest" />
    </>
  ),
  lion: (
    <>
      <circle cx="24" cy="24" r="18" className="fill-clay" />
      <circle cx="24" cy="25" r="11" className="fill-ochre" />
      <circle cx="20" cy="23" r="1.6" className="fill-ink" />
      <circle cx="28" cy="23" r="1.6" className="fill-ink" />
      <path d="M21 29h6l-3 3z" className="fill-ink" />
    </>
  ),
  elephant: (
    <>
      <ellipse cx="11" cy="22" rx="8" ry="10" className="fill-muted" />
      <ellipse cx="37" cy="22" rx="8" ry="10" className="fill-muted" />
      <circle cx="24" cy="21" r="11" className="fill-sand-dark" />
      <path d="M21 28h6v12a3 3 0 0 1-6 0z" className="fill-sand-dark" />
      <circle cx="20" cy="19" r="1.6" className="fill-ink" />
      <circle cx="28" cy="19" r="1.6" className="fill-ink" />
    </>
  ),
  giraffe: (
    <>
      <path d="M20 44V20h8v24z" className="fill-ochre" />
      <ellipse cx="26" cy="14" rx="9" ry="6" className="fill-ochre" />
      <path d="M22 6v4M28 6v4" className="stroke-clay-dark" strokeWidth="2" strokeLinecap="round" />
      <circle cx="23" cy="26" r="2" className="fill-clay-dark" />
      <circle cx="26" cy="35" r="2" className="fill-clay-dark" />
      <circle cx="28" cy="13" r="1.4" className="fill-ink" />
    </>
  ),
  zebra: (
    <>
      <ellipse cx="24" cy="24" rx="13" ry="17" className="fill-cream stroke-ink" strokeWidth="2" />
      <path d="M12 18h9M13 27h9M14 35h8M27 18h9M26 27h9M26 35h8" className="stroke-ink" strokeWidth="3" />
      <ellipse cx="24" cy="36" rx="6" ry="4" className="fill-ink" />
    </>
  ),
  drum: (
    <>
      <path d="M10 12h28l-6 16 4 14H12l4-14z" className="fill-clay" />
      <ellipse cx="24" cy="12" rx="14" ry="4" className="fill-sand stroke-clay-dark" strokeWidth="2" />
      <path d="M14 16l8 12-6 14M34 16l-8 12 6 14" className="stroke-ochre" strokeWidth="2" fill="none" />
    </>
  ),
  star: <path d="M24 5l5.6 12.4L43 19l-10 9.2L35.8 42 24 35.2 12.2 42 15 28.2 5 19l13.4-1.6z" className="fill-ochre" />,
  sun: (
    <>
      <circle cx="24" cy="24" r="10" className="fill-ochre" />
      <path
        d="M24 4v7M24 37v7M4 24h7M37 24h7M10 10l5 5M33 33l5 5M38 10l-5 5M15 33l-5 5"
        className="stroke-clay"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
}

/**
 * A learner's avatar: a drawing from the fixed set (a child's photo is never asked for). Decorative beside the
 * learner's name; named (`labelled`) where the drawing is the only thing that tells it apart.
 */
export function LearnerAvatar({
  avatar,
  labelled = false,
  className = 'h-12 w-12',
}: {
  avatar: Avatar
  labelled?: boolean
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={`shrink-0 rounded-full bg-sand ${className}`}
      {...(labelled ? { role: 'img', 'aria-label': AVATAR_LABELS[avatar] } : { 'aria-hidden': true })}
    >
      {DRAWINGS[avatar]}
    </svg>
  )
}
