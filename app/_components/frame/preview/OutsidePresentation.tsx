'use client'

import { useIsPresentationTool } from 'next-sanity/hooks'
import type { ReactNode } from 'react'

/**
 * Renders its children except inside the Studio's Presentation frame, which says by itself that drafts are
 * shown. Before the Studio answers (null) the children show, so a preview opened in a tab is never unmarked.
 */
export function OutsidePresentation({ children }: { children: ReactNode }) {
  return useIsPresentationTool() === true ? null : children
}
