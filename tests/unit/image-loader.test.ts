import { getImageProps } from 'next/image'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { imageProps } from '@/lib/content/image'
import imageLoader from '@/lib/content/image-loader'
import { useConnectedContentEnv } from '@/tests/support/local-content-env'

/**
 * next/image's loader (images.loaderFile): Sanity CDN images are sized by the CDN at each srcset width, with the
 * editor's crop and hotspot kept; anything else is left as it is. next/image still chooses the widths.
 */

const ASSET = 'image-0123456789abcdef0123456789abcdef01234567-3000x2000-jpg'
const CDN = 'https://cdn.sanity.io/images/abc123/production/0123456789abcdef0123456789abcdef01234567-3000x2000.jpg'
const cropped = {
  alt: 'Children at the reading circle',
  asset: { _id: ASSET, width: 3000, height: 2000 },
  crop: { top: 0.1, bottom: 0.1, left: 0.05, right: 0.05 },
  hotspot: { x: 0.4, y: 0.3, width: 0.2, height: 0.2 },
}
const BLOG_SIZES = '(min-width: 1024px) 896px, 100vw'

const widthsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[1])

describe('connected mode: Sanity CDN images', () => {
  beforeEach(useConnectedContentEnv)
  afterEach(() => vi.unstubAllEnvs())

  it('asks the CDN for each width of a cropped image, keeping the crop and hotspot rect and the ratio', () => {
    const props = imageProps(cropped, { width: 1200, height: 630 })
    expect(props?.src).toBe(`${CDN}?rect=150,200,2700,1418&w=1200&h=630&fit=crop&auto=format`)
    const src = props?.src ?? ''
    expect(imageLoader({ src, width: 640 })).toBe(`${CDN}?rect=150,200,2700,1418&w=640&h=336&fit=crop&auto=format&q=75`)
    expect(imageLoader({ src, width: 1200 })).toBe(
      `${CDN}?rect=150,200,2700,1418&w=1200&h=630&fit=crop&auto=format&q=75`,
    )
    expect(imageLoader({ src, width: 1920, quality: 60 })).toBe(
      `${CDN}?rect=150,200,2700,1418&w=1920&h=1008&fit=crop&auto=format&q=60`,
    )
  })

  it('never asks for more pixels than the cropped source holds', () => {
    const src = imageProps(cropped, { width: 1200, height: 630 })?.src ?? ''
    expect(imageLoader({ src, width: 3840 })).toBe(
      `${CDN}?rect=150,200,2700,1418&w=2700&h=1418&fit=crop&auto=format&q=75`,
    )
    const uncropped = imageProps(
      {
        alt: 'Poster',
        asset: { _id: 'image-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1920x1080-png', width: 1920, height: 1080 },
      },
      { width: 896 },
    )
    const poster =
      'https://cdn.sanity.io/images/abc123/production/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1920x1080.png'
    expect(uncropped?.src).toBe(`${poster}?w=896&fit=max&auto=format`)
    expect(imageLoader({ src: uncropped?.src ?? '', width: 828 })).toBe(`${poster}?w=828&fit=max&auto=format&q=75`)
    expect(imageLoader({ src: uncropped?.src ?? '', width: 3840 })).toBe(`${poster}?w=1920&fit=max&auto=format&q=75`)
  })

  it('keeps the srcset widths, sizes and lazy loading next/image gives the built-in optimizer', () => {
    const src = imageProps(cropped, { width: 1200, height: 630 })?.src ?? ''
    const shown = { src, alt: cropped.alt, width: 1200, height: 630, sizes: BLOG_SIZES }
    const builtIn = getImageProps(shown).props
    const ours = getImageProps({ ...shown, loader: imageLoader }).props
    expect(widthsOf(ours.srcSet)).toEqual(widthsOf(builtIn.srcSet))
    expect(widthsOf(ours.srcSet)).toEqual(['640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w'])
    expect({ ...ours, srcSet: undefined, src: undefined }).toEqual({ ...builtIn, srcSet: undefined, src: undefined })
    expect(ours.loading).toBe('lazy')
    expect(ours.alt).toBe(cropped.alt)
    for (const candidate of [ours.src, ...(ours.srcSet ?? '').split(', ').map((c) => c.split(' ')[0])]) {
      expect(candidate).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/[0-9a-f]{40}-3000x2000\.jpg\?/)
      expect(candidate).toContain('rect=150,200,2700,1418')
    }

    // A fixed-size image without `sizes` gets its 1x and 2x widths.
    const logo = getImageProps({ src, alt: 'Logo', width: 160, height: 84, loader: imageLoader }).props
    expect(logo.srcSet).toBe(
      `${CDN}?rect=150,200,2700,1418&w=256&h=134&fit=crop&auto=format&q=75 1x, ` +
        `${CDN}?rect=150,200,2700,1418&w=384&h=202&fit=crop&auto=format&q=75 2x`,
    )
  })
})

describe('everything else is left as it is', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('returns a fixture image, a public file and any other address unchanged', () => {
    vi.stubEnv('CONTENT_SOURCE', 'fixtures')
    const fixture = imageProps(
      {
        alt: 'Hero',
        asset: { _id: 'image-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-1200x800-png', width: 1200, height: 800 },
      },
      { width: 600 },
    )
    const src = '/fixture-images/images/local/fixtures/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-1200x800.png'
    expect(fixture?.src).toBe(src)
    for (const width of [32, 640, 3840]) expect(imageLoader({ src, width })).toBe(src)
    expect(imageLoader({ src: '/shop/materials.svg', width: 640 })).toBe('/shop/materials.svg')
    expect(imageLoader({ src: 'https://cdn.sanity.io/files/abc123/production/a.pdf', width: 640 })).toBe(
      'https://cdn.sanity.io/files/abc123/production/a.pdf',
    )
  })
})
