'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

type Props = ComponentProps<typeof NextLink>

/**
 * Every internal link of the site: next/link, prefetching its page when a visitor reaches for it (a pointer over
 * it, a touch, keyboard focus) instead of when it scrolls into view. On a phone the links of the first screen
 * otherwise fetch and parse their pages while this one is still hydrating (docs/architecture.md#rendering).
 * `prefetch={false}` still turns prefetching off entirely.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [reachedFor, setReachedFor] = useState(false)
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !reachedFor ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setReachedFor(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setReachedFor(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setReachedFor(true)
        onFocus?.(event)
      }}
    />
  )
}
