import type { ClientPerspective } from '@sanity/client'

/** A perspective as Presentation's cookie stores it: `drafts`, `published`, or a release stack joined by commas. */
export function perspectiveKey(perspective: ClientPerspective): string {
  return Array.isArray(perspective) ? perspective.join(',') : perspective
}
