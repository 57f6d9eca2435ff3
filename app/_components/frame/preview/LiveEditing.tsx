'use client'

import { useIsPresentationTool } from 'next-sanity/hooks'
import { VisualEditing, type VisualEditingProps } from 'next-sanity/visual-editing/client-component'
import { perspectiveChangeAction } from 'next-sanity/visual-editing/server-actions'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { perspectiveKey } from '@/lib/content/perspective-key'
import { PREVIEW_BANNER_ID } from '@/lib/content/preview-banner-id'
import { STUDIO_URL } from '@/lib/content/studio-url'
import { useDraftRefresh } from '@/lib/content/use-draft-refresh'

import { LiveTexts } from './LiveTexts'

type Refresh = NonNullable<VisualEditingProps['refresh']>
type PerspectiveChange = NonNullable<VisualEditingProps['onPerspectiveChange']>

/** True when this page is framed by the embedded Studio (same origin, so its address is readable). */
function framedByStudio(): boolean {
  try {
    return window.parent !== window && window.parent.location.pathname.startsWith(STUDIO_URL)
  } catch {
    return false
  }
}

/**
 * Click-to-edit overlays and live refresh while staff preview drafts (rendered only in draft mode, so visitors
 * never load it). Each Studio change re-renders the page on the server with the drafts (`router.refresh`) through
 * the same content door as every visit; inside Presentation, texts also follow the Studio's unsaved keystrokes at
 * once (docs/architecture.md#preview).
 */
export default function LiveEditing({ perspective: rendered }: { perspective: string }) {
  const router = useRouter()
  // Presentation marks drafts itself, so the page's own "Previewing drafts" bar steps aside inside its frame:
  // at once when the Studio on this origin frames the page, or when Presentation says so.
  const inPresentation = useIsPresentationTool() === true
  useEffect(() => {
    const hide = inPresentation || framedByStudio()
    document.getElementById(PREVIEW_BANNER_ID)?.toggleAttribute('hidden', hide)
  }, [inPresentation])
  const refreshSoon = useDraftRefresh()
  // Changes staff make while the frame is still loading reach no refresh handler: render once it is connected.
  useEffect(() => {
    if (inPresentation) refreshSoon()
  }, [inPresentation, refreshSoon])
  const refresh = useCallback<Refresh>(
    (payload) => {
      if (payload.source === 'manual') router.refresh()
      else refreshSoon()
      return Promise.resolve()
    },
    [router, refreshSoon],
  )

  // Presentation sends its perspective again as staff type; in production next-sanity's action then re-renders
  // the whole page even when nothing changed (seconds of server time), so only a new perspective goes there.
  const perspective = useRef(rendered)
  const onPerspectiveChange = useCallback<PerspectiveChange>((next) => {
    const key = perspectiveKey(next)
    if (key === perspective.current) return
    perspective.current = key
    void perspectiveChangeAction(next)
  }, [])

  return (
    <>
      <VisualEditing refresh={refresh} onPerspectiveChange={onPerspectiveChange} />
      {inPresentation && <LiveTexts onAnswer={refreshSoon} />}
    </>
  )
}
