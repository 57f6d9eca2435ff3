'use client'

import { useIsPresentationTool } from 'next-sanity/hooks'
import { VisualEditing, type VisualEditingProps } from 'next-sanity/visual-editing/client-component'
import { perspectiveChangeAction } from 'next-sanity/visual-editing/server-actions'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { STUDIO_URL } from '@/lib/content/studio-url'

import { PREVIEW_BANNER_ID } from './banner-id'

type Refresh = NonNullable<VisualEditingProps['refresh']>

/** Typing in the Studio sends a mutation per keystroke; one refresh after a pause is enough. */
const REFRESH_AFTER_MS = 250

/**
 * Click-to-edit overlays and live refresh while staff preview drafts (rendered only in draft mode, so visitors
 * never load it). Each Studio change re-renders the page on the server with the drafts (`router.refresh`),
 * debounced, through the same content door as every visit (docs/architecture.md#preview).
 */
/** True when this page is framed by the embedded Studio (same origin, so its address is readable). */
function framedByStudio(): boolean {
  try {
    return window.parent !== window && window.parent.location.pathname.startsWith(STUDIO_URL)
  } catch {
    return false
  }
}

export default function LiveEditing() {
  const router = useRouter()
  // Presentation marks drafts itself, so the page's own "Previewing drafts" bar steps aside inside its frame:
  // at once when the Studio on this origin frames the page, or when Presentation says so.
  const inPresentation = useIsPresentationTool() === true
  useEffect(() => {
    const hide = inPresentation || framedByStudio()
    document.getElementById(PREVIEW_BANNER_ID)?.toggleAttribute('hidden', hide)
  }, [inPresentation])
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; resolve: () => void } | null>(null)

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer)
    },
    [],
  )

  const refresh = useCallback<Refresh>(
    (payload) => {
      if (payload.source === 'manual') {
        router.refresh()
        return Promise.resolve()
      }
      // A later change replaces the waiting refresh; the earlier promise settles with it.
      if (pending.current) clearTimeout(pending.current.timer)
      const previous = pending.current?.resolve
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.current = null
          router.refresh()
          previous?.()
          resolve()
        }, REFRESH_AFTER_MS)
        pending.current = { timer, resolve }
      })
    },
    [router],
  )

  return <VisualEditing refresh={refresh} onPerspectiveChange={perspectiveChangeAction} />
}
