import type { StaticImageData } from 'next/image'

import sprite from './social-icons.svg'

// The glyphs live in one sprite file with a content-hashed address (cached for good), drawn here by <use>: drawn
// inline, their paths were in every page's document twice (its HTML and its RSC payload), about 1.2 KiB gzip.
const spriteUrl = (sprite as StaticImageData).src

/**
 * A simple, decorative platform glyph; the link around it carries the accessible name. The sprite has a symbol
 * for each platform the socialLink schema offers, under the platform's value.
 */
export function SocialIcon({ platform }: { platform: string | null }) {
  if (!platform) return null
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <use href={`${spriteUrl}#${platform}`} />
    </svg>
  )
}
