import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { FIXTURE_IMAGE_BASE_URL } from './fixtures'
import { inlineSvgSrc, smallSvgDataUri } from './inline-art'

/** The site's own files (the shop's subject art is in public/shop/), served from the root of the address. */
const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** The text of a small SVG in public/ that `src` addresses, as a data: URI, or null. */
async function publicSvgSrc(src: string): Promise<string | null> {
  const file = path.join(PUBLIC_DIR, decodeURIComponent(src.split('?')[0] ?? ''))
  if (!file.startsWith(PUBLIC_DIR + path.sep) || !file.toLowerCase().endsWith('.svg')) return null
  try {
    return smallSvgDataUri(await readFile(file, 'utf8'))
  } catch {
    return null
  }
}

/**
 * The data: URI that above-the-fold art is drawn from in the server's HTML (`InlineArt`), or null to use its
 * address: a CMS image (a fixture, or Sanity's CDN) or a file of public/, when it is SVG small enough to travel
 * inside the page; never rejects. On the server only: the browser's build has `inline-art-source.browser.ts` in
 * its place.
 */
export async function inlineArtSource(src: string): Promise<string | null> {
  if (src.startsWith('/') && !src.startsWith(`${FIXTURE_IMAGE_BASE_URL}/`)) return publicSvgSrc(src)
  // A fixture dataset that cannot be read costs the page its inline art, not the page.
  return inlineSvgSrc(src).catch(() => null)
}
