import type { ReactNode } from 'react'

/**
 * The browser's `publishedEducatorBio` (next.config.ts aliases it): the browser keeps the bio the server drew, or
 * copies it from the page that holds the bios alone, so the bio's renderer and the content door stay out of the browser's build.
 */
export async function publishedEducatorBio(): Promise<ReactNode> {
  return null
}
