import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FIXTURE_IMAGE_BASE_URL, loadFixtureDataset } from '@/lib/content/fixtures'
import { INLINE_LIMIT_BYTES, smallSvgDataUri, svgDataUri } from '@/lib/content/inline-art'
import { inlineArtSource } from '@/lib/content/inline-art-source'

describe('svgDataUri', () => {
  it('leaves out what draws nothing: comments and the white space between tags', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2">
      <!-- the mark, "simplified" -->
      <rect width="2" height="2" fill="#1d5a38"/>
    </svg>`
    expect(svgDataUri(svg)).toBe(
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 2 2%22%3E' +
        '%3Crect width=%222%22 height=%222%22 fill=%22%231d5a38%22/%3E%3C/svg%3E',
    )
  })

  it('escapes what an attribute or a URL would misread, and keeps text that is not ASCII readable', () => {
    const uri = svgDataUri('<svg><text>50% “Ubuntu” {a|b}</text></svg>')
    expect(uri).toBe(
      'data:image/svg+xml,%3Csvg%3E%3Ctext%3E50%25 %E2%80%9CUbuntu%E2%80%9D %7Ba%7Cb%7D%3C/text%3E%3C/svg%3E',
    )
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      '<svg><text>50% “Ubuntu” {a|b}</text></svg>',
    )
  })
})

describe('smallSvgDataUri', () => {
  it('inlines art up to the limit and no larger', () => {
    const art = (bytes: number) => `<svg>${'x'.repeat(bytes - '<svg></svg>'.length)}</svg>`
    expect(smallSvgDataUri(art(INLINE_LIMIT_BYTES))).toMatch(/^data:image\/svg\+xml,%3Csvg%3Ex+%3C\/svg%3E$/)
    expect(smallSvgDataUri(art(INLINE_LIMIT_BYTES + 1))).toBeNull()
  })
})

describe('inlineArtSource', () => {
  it("draws the site's own small SVG files and fixture images from their text", async () => {
    const file = await readFile(path.join(process.cwd(), 'public/shop/subjects/geography.svg'), 'utf8')
    expect(await inlineArtSource('/shop/subjects/geography.svg')).toBe(svgDataUri(file))

    const { imagesByFileName } = await loadFixtureDataset()
    const [name, asset] = [...imagesByFileName].find(([fileName]) => fileName.endsWith('.svg'))!
    const uri = await inlineArtSource(`${FIXTURE_IMAGE_BASE_URL}/images/local/fixtures/${name}`)
    expect(uri).toBe(svgDataUri(asset.bytes.toString('utf8')))
  })

  it('leaves anything else to its address: a missing file, not SVG, or outside public/', async () => {
    expect(await inlineArtSource('/shop/subjects/no-such-subject.svg')).toBeNull()
    expect(await inlineArtSource('/robots.txt')).toBeNull()
    // an SVG of the repo that is not a file of the site
    expect(await inlineArtSource('/shop/../../scripts/favicon.svg')).toBeNull()
    expect(await inlineArtSource('/shop/%2e%2e/%2e%2e/scripts/favicon.svg')).toBeNull()
  })
})
