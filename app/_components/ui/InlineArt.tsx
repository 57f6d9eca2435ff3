'use client'

import Image from 'next/image'
import { use } from 'react'

import type { EditTarget } from '@/lib/content/edit-target'
import { inlineArtSource } from '@/lib/content/inline-art-source'

import { definedOnly } from './defined-props'

export type InlineArtProps = {
  /** The art's address: a CMS image, or a file of public/. */
  src: string
  alt: string
  width: number
  height: number
  sizes?: string
  className?: string
  edit?: EditTarget
}

/**
 * Above-the-fold SVG art that arrives inside the page's HTML as a data: URI, so it paints with the HTML
 * (docs/architecture.md#rendering), and is in the document once. The server reads the art while it renders the
 * HTML, so the URI is not a prop: the page's RSC payload names the art by its address only. The first render in the
 * browser passes that address; hydration keeps the attribute the server wrote (React does not rewrite an attribute
 * while it hydrates; `suppressHydrationWarning` tells development it differs on purpose), and every later render
 * passes the same address, so the element is never touched. Art the browser draws itself, after a move to another
 * page, loads from its address.
 */
export function InlineArt({ src, alt, width, height, sizes, className, edit }: InlineArtProps) {
  const inline = typeof window === 'undefined' ? use(inlineArtSource(src)) : null
  return (
    <Image
      src={inline ?? src}
      alt={alt}
      width={width}
      height={height}
      unoptimized
      loading="eager"
      className={className}
      suppressHydrationWarning
      {...definedOnly({ sizes })}
      {...edit}
    />
  )
}
