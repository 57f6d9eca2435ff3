import { contentSource } from '@/lib/content/env'
import { loadFixtureDataset } from '@/lib/content/fixtures'

/**
 * Small SVG art as a data: URI, so above-the-fold art paints with the HTML instead of waiting for a
 * request that competes with fonts and scripts on a slow link (`CmsImage` with `priority`: the home hero,
 * the logo, a blog post's image and the first featured card are their pages' largest paint or beside it).
 * The CSP allows `img-src data:`; in an <img> an SVG runs no script. Anything larger than
 * INLINE_LIMIT_BYTES, not SVG, or not readable stays a normal image URL.
 */
export const INLINE_LIMIT_BYTES = 8 * 1024

async function svgText(src: string): Promise<string | null> {
  if (contentSource() === 'fixtures') {
    const fileName = src.split('?')[0]?.split('/').at(-1)
    const asset = fileName ? (await loadFixtureDataset()).imagesByFileName.get(fileName) : undefined
    return asset ? asset.bytes.toString('utf8') : null
  }
  try {
    // Sanity's image CDN: an asset's URL names its content (the asset id is its hash), so it is cached for good
    const response = await fetch(src, { cache: 'force-cache', signal: AbortSignal.timeout(5_000) })
    const type = response.headers.get('content-type') ?? ''
    return response.ok && type.startsWith('image/svg+xml') ? await response.text() : null
  } catch {
    return null
  }
}

/** `data:image/svg+xml,…` with only the characters that must be escaped escaped (smaller than base64). */
export function svgDataUri(svg: string): string {
  // comments draw nothing
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim()
  // quotes too: React would write them into the attribute as 6-byte entities
  const escaped = compact
    .replace(/["'%#<>[\\\]^`{|}]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/[^\x20-\x7e]/g, encodeURIComponent)
  return `data:image/svg+xml,${escaped}`
}

/** The data: URI of an SVG's text when it is small enough to travel inside the page, otherwise null. */
export function smallSvgDataUri(svg: string): string | null {
  return Buffer.byteLength(svg) > INLINE_LIMIT_BYTES ? null : svgDataUri(svg)
}

/** The data: URI for `src` when it is a small SVG, otherwise null (use the URL). */
export async function inlineSvgSrc(src: string): Promise<string | null> {
  if (!/\.svg($|\?)/i.test(src)) return null
  const svg = await svgText(src)
  return svg ? smallSvgDataUri(svg) : null
}
