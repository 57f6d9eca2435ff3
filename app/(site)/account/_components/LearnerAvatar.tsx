import type { ReactNode } from 'react'

import type { Avatar } from '@/lib/validation'

/** "baobab" → "Baobab": how an avatar is named beside its picture and to a screen reader. */
export const avatarLabel = (avatar: Avatar): string => avatar.charAt(0).toUpperCase() + avatar.slice(1)

const GOLD = '#e3a82b'
const CLAY = '#a63d1c'
const CREAM = '#fdf8f0'
const INK = '#1b1b1b'

/** Simple drawn shapes, so no photo of a child is ever needed and nothing is fetched. */
const SHAPES: Record<Avatar, ReactNode> = {
  baobab: (
    <>
      <ellipse cx="24" cy="16" rx="15" ry="8" fill={GOLD} />
      <path d="M20 20h8l2 20H18Z" fill={CLAY} />
    </>
  ),
  lion: (
    <>
      <circle cx="24" cy="24" r="15" fill={CLAY} />
      <circle cx="24" cy="25" r="9" fill={GOLD} />
      <circle cx="21" cy="23" r="1.5" fill={INK} />
      <circle cx="27" cy="23" r="1.5" fill={INK} />
    </>
  ),
  elephant: (
    <>
      <ellipse cx="24" cy="22" rx="11" ry="10" fill={CREAM} />
      <ellipse cx="13" cy="22" rx="5" ry="7" fill={CREAM} />
      <ellipse cx="35" cy="22" rx="5" ry="7" fill={CREAM} />
      <path d="M22 28h4v10a2 2 0 0 1-4 0Z" fill={CREAM} />
    </>
  ),
  giraffe: (
    <>
      <path d="M22 12h5v26h-5Z" fill={GOLD} />
      <ellipse cx="27" cy="12" rx="7" ry="4" fill={GOLD} />
      <circle cx="24" cy="20" r="1.5" fill={CLAY} />
      <circle cx="25" cy="28" r="1.5" fill={CLAY} />
      <circle cx="23.5" cy="34" r="1.5" fill={CLAY} />
    </>
  ),
  zebra: (
    <>
      <circle cx="24" cy="24" r="14" fill={CREAM} />
      <path d="M14 16l20 4M12 24l24 3M14 32l20 2" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  drum: (
    <>
      <ellipse cx="24" cy="14" rx="11" ry="4" fill={CREAM} />
      <path d="M13 14h22l-4 24H17Z" fill={CLAY} />
      <path d="M15 18l16 16M33 18L17 34" stroke={GOLD} strokeWidth="1.5" />
    </>
  ),
  star: <path d="M24 9l4.4 9.4 10.1 1.2-7.5 7 2 10-9-5-9 5 2-10-7.5-7 10.1-1.2Z" fill={GOLD} />,
  sun: (
    <>
      <circle cx="24" cy="24" r="8" fill={GOLD} />
      <path
        d="M24 8v5M24 35v5M8 24h5M35 24h5M12.7 12.7l3.5 3.5M31.8 31.8l3.5 3.5M12.7 35.3l3.5-3.5M31.8 16.2l3.5-3.5"
        stroke={GOLD}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
}

/** A learner's avatar on a green disc; decorative, since its name is always written beside it. */
export function LearnerAvatar({ avatar, className = 'h-14 w-14' }: { avatar: Avatar; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <circle cx="24" cy="24" r="24" fill="#1d5a38" />
      {SHAPES[avatar]}
    </svg>
  )
}
