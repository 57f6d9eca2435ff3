'use client'

import dynamic from 'next/dynamic'

/**
 * Sanity's visual-editing bridge with nothing to mark: it answers Presentation, so the Studio shows this page as
 * connected rather than waiting on it and then covering it. Loaded in the browser only, on demand.
 */
const VisualEditing = dynamic(
  () => import('next-sanity/visual-editing/client-component').then((module) => module.VisualEditing),
  { ssr: false },
)

export function PresentationConnection() {
  return <VisualEditing />
}
