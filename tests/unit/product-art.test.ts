// @vitest-environment jsdom
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import {
  FALLBACK_PRODUCT_ART,
  PRODUCT_ART_HEIGHT,
  PRODUCT_ART_WIDTH,
  productArt,
  productArtLoading,
  subjectArt,
  subjectSlug,
} from '@/lib/commerce/product-art'
import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { PRODUCT_SUBJECTS } from '@/lib/commerce/products-taxonomy'
import { toShopProduct } from '@/lib/commerce/shop-product'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public')
const fileOf = (src: string) => join(publicDir, ...src.split('/').filter(Boolean))

/** A served illustration, parsed as XML (jsdom's strict XML parser): the root, its size and what it refers to. */
function parseSvg(path: string) {
  const text = readFileSync(path, 'utf8')
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
  const root = doc.documentElement
  const elements = Array.from(doc.getElementsByTagName('*'))
  const attributes = elements.flatMap((element) => Array.from(element.attributes))
  return {
    bytes: statSync(path).size,
    parseErrors: doc.getElementsByTagName('parsererror').length,
    root: root.localName,
    namespace: root.namespaceURI,
    viewBox: root
      .getAttribute('viewBox')
      ?.split(/[\s,]+/)
      .map(Number),
    tags: new Set(elements.map((element) => element.localName)),
    /** Every link-like attribute: href/xlink:href, event handlers, and url(...) values that are not #fragments. */
    references: attributes
      .filter(
        (attribute) =>
          attribute.localName === 'href' ||
          attribute.localName.startsWith('on') ||
          /url\(\s*['"]?(?!#)/i.test(attribute.value) ||
          /javascript:/i.test(attribute.value),
      )
      .map((attribute) => `${attribute.name}="${attribute.value}"`),
  }
}

const artFiles = [...PRODUCT_SUBJECTS.map((subject) => subjectArt(subject).src), FALLBACK_PRODUCT_ART.src]

describe('subject illustrations', () => {
  it('every subject has its own file, named after the subject', () => {
    expect(subjectSlug('Art & Music')).toBe('art-music')
    expect(subjectSlug('English Language Arts')).toBe('english-language-arts')
    expect(subjectSlug('Math')).toBe('math')
    const sources = PRODUCT_SUBJECTS.map((subject) => subjectArt(subject).src)
    expect(new Set(sources).size).toBe(PRODUCT_SUBJECTS.length)
    for (const src of artFiles) expect(existsSync(fileOf(src)), src).toBe(true)
  })

  it.each(artFiles)('%s is a small, well-formed, self-contained 4:3 SVG', (src) => {
    const svg = parseSvg(fileOf(src))
    expect(svg.parseErrors).toBe(0)
    expect(svg.root).toBe('svg')
    expect(svg.namespace).toBe('http://www.w3.org/2000/svg')
    expect(svg.viewBox).toEqual([0, 0, PRODUCT_ART_WIDTH, PRODUCT_ART_HEIGHT])
    expect(svg.bytes).toBeLessThan(4096)
    for (const tag of ['script', 'foreignObject', 'image', 'use', 'style', 'text', 'a'])
      expect(svg.tags.has(tag), tag).toBe(false)
    expect(svg.references).toEqual([])
  })

  it('the parser used above does reject broken files and find scripts', () => {
    expect(
      new DOMParser()
        .parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'image/svg+xml')
        .getElementsByTagName('parsererror').length,
    ).toBeGreaterThan(0)
    const doc = new DOMParser().parseFromString(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    )
    expect(doc.getElementsByTagName('script')).toHaveLength(1)
  })
})

describe('productArt', () => {
  it("shows the product's first subject with a descriptive alt text", () => {
    expect(productArt({ subjects: ['Math', 'History'] })).toEqual({
      src: '/shop/subjects/math.svg',
      alt: 'Illustration for Math materials',
    })
    expect(productArt({ subjects: ['Art & Music', 'Math'] })).toEqual({
      src: '/shop/subjects/art-music.svg',
      alt: 'Illustration for Art & Music materials',
    })
  })

  it('falls back to the general illustration for a product without a known subject', () => {
    expect(productArt({ subjects: [] })).toEqual(FALLBACK_PRODUCT_ART)
    expect(productArt({ subjects: ['Astrology'] } as unknown as { subjects: [] })).toEqual(FALLBACK_PRODUCT_ART)
    expect(FALLBACK_PRODUCT_ART.alt).toBe('Illustration for homeschool materials')
  })

  it('every catalogue product gets an illustration that exists', () => {
    for (const row of fixtureProducts) {
      const art = productArt(toShopProduct(row))
      expect(existsSync(fileOf(art.src)), `${row.title} → ${art.src}`).toBe(true)
      expect(art.alt).toMatch(/^Illustration for .+ materials$/)
    }
  })
})

describe('productArtLoading', () => {
  it('inlines the first card only, loads the rest of the first row at once and the others as the list scrolls', () => {
    expect([0, 1, 2, 3, 4, 15].map(productArtLoading)).toEqual(['inline', 'eager', 'eager', 'lazy', 'lazy', 'lazy'])
  })
})
