import type { ReactNode } from 'react'

/**
 * The browser's `publishedFooter` (next.config.ts aliases it): the browser keeps the footer the server drew, or
 * copies it from another document, so the footer's code and the content door stay out of the browser's build.
 */
export async function publishedFooter(): Promise<ReactNode> {
  return null
}
