'use client'

import { useEffect, useRef } from 'react'

import { errorReference } from '@/lib/site/error-page'

/**
 * What every error notice does on arrival: focus moves to its heading, so a screen reader announces the change and
 * the keyboard starts from there, and the error's digest is offered as a reference for support (never its message).
 */
export function useErrorHeading(error: unknown) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [error])
  return { heading, reference: errorReference(error) }
}
