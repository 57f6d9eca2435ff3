import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { imageAttributes } from '@/app/_components/ui/image-attributes'
import { resolveImage } from '@/lib/content/image'
import { useConnectedContentEnv } from '@/tests/support/local-content-env'

/**
 * The frame's images (the header's logo, the footer's badges) are drawn as plain `<img>` elements with the attributes
 * next/image would write, computed on the server: the CDN's 1x and 2x widths for a photo or PNG, the file as it is
 * for SVG art, and next/image's `loading`, `decoding` and style.
 */

const CDN = 'https://cdn.sanity.io/images/abc123/production/0123456789abcdef0123456789abcdef01234567-800x200.png'
const rasterLogo = {
  alt: 'Sankofa Academy',
  asset: { _id: 'image-0123456789abcdef0123456789abcdef01234567-800x200-png', width: 800, height: 200 },
}

describe('a raster image in connected mode', () => {
  beforeEach(useConnectedContentEnv)
  afterEach(() => vi.unstubAllEnvs())

  it('gets the CDN at 1x and 2x of its drawn width, and the 2x address as its src', () => {
    const logo = resolveImage(rasterLogo, 192)
    expect(logo).not.toBeNull()
    const attributes = imageAttributes(logo!, 'eager')
    expect(attributes.srcSet).toBe(`${CDN}?w=256&fit=max&auto=format&q=75 1x, ${CDN}?w=384&fit=max&auto=format&q=75 2x`)
    expect(attributes.src).toBe(`${CDN}?w=384&fit=max&auto=format&q=75`)
    expect(attributes).toMatchObject({
      alt: 'Sankofa Academy',
      width: 192,
      height: 48,
      loading: 'eager',
      decoding: 'async',
      style: { color: 'transparent' },
    })
  })
})

describe('SVG art in local mode', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is the file as it is, lazy when asked, with no srcset', () => {
    vi.stubEnv('CONTENT_SOURCE', 'fixtures')
    const badge = resolveImage(
      {
        alt: 'Green seal',
        asset: {
          _id: 'image-f17f3ddcfd062cdb20c34d9c27748e3e79edeae6-160x160-svg',
          width: 160,
          height: 160,
          mimeType: 'image/svg+xml',
        },
      },
      64,
      64,
    )
    expect(badge?.unoptimized).toBe(true)
    const attributes = imageAttributes(badge!, 'lazy')
    expect(attributes.src).toBe(badge!.src)
    expect(attributes.src).toMatch(/\.svg$/)
    expect(attributes.srcSet).toBeUndefined()
    expect(attributes).toMatchObject({ alt: 'Green seal', width: 64, height: 64, loading: 'lazy', decoding: 'async' })
  })
})
