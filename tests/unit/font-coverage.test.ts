import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { readContentEnv } from '@/lib/content/env'
import {
  charactersToKeep,
  describeMissing,
  isAlwaysInFonts,
  isExempt,
  missingCharacters,
  stringsIn,
  type TextUse,
} from '@/scripts/fonts/characters'
import { fontCodePoints } from '@/scripts/fonts/font-cmap'
import { SITE_FONTS } from '@/scripts/fonts/site-fonts'
import { fixtureTexts, siteStringTexts, stringsInSource, textsToDraw } from '@/scripts/fonts/text-sources'

/**
 * The rule behind `npm run fonts:check`: every character the site's text uses is in each subset font, except
 * those the browser takes from the system's emoji and symbol fonts anyway (docs/architecture.md#fonts).
 */

const codePoint = (character: string) => character.codePointAt(0) as number
const fontWith = (name: string, characters: string) => ({
  name,
  codePoints: new Set([...characters].map(codePoint)),
})

describe('characters that need no glyph from the site fonts', () => {
  it('exempts emoji with their skin tones, keycaps and selectors, arrows, dingbats and invisible characters', () => {
    for (const text of [
      '👋🏾',
      '🗞️',
      '1️⃣',
      '🔟',
      '✅',
      '❌',
      '🇬🇭',
      '→',
      '←',
      '✓',
      '✗',
      '★',
      '▾',
      '\n',
      '\t',
      '\u00ad',
      '\u200d',
    ]) {
      for (const character of text) {
        if (character === '1') continue
        expect(isExempt(codePoint(character)), `${JSON.stringify(character)} is exempt`).toBe(true)
      }
    }
  })

  it('does not exempt letters, punctuation, or the text symbols © ® ™ that emoji also use', () => {
    for (const character of 'Aé×·–“…ẹṣ₵−©®™') {
      expect(isExempt(codePoint(character)), `${character} needs a glyph`).toBe(false)
    }
  })
})

describe('the characters the fonts are cut to', () => {
  it('are Basic Latin, Latin-1 letters and punctuation, typographic punctuation and the Yoruba letters, always', () => {
    for (const character of ' AZaz09~\u00a0¡§«·»¿ÀÿÉñ×÷–—‘’“”…•ẸẹỌọṢṣŃń\u0300\u0301−') {
      expect(isAlwaysInFonts(codePoint(character)), `${JSON.stringify(character)} is always kept`).toBe(true)
    }
    for (const character of '£½ā₵€') expect(isAlwaysInFonts(codePoint(character)), character).toBe(false)
  })

  it('add what the texts use beyond that, but no emoji', () => {
    const keep = charactersToKeep([{ source: 'game', path: 'title', text: 'GH₵ 5 · sawāḥil 👋🏾' }])
    for (const character of '₵āḥ') expect(keep.has(codePoint(character)), character).toBe(true)
    expect(keep.has(codePoint('👋'))).toBe(false)
    expect(keep.has(codePoint('£'))).toBe(false)
  })
})

describe('finding text that uses a character a font lacks', () => {
  const texts: TextUse[] = [
    { source: 'course-yoruba', path: 'modules[0].title', text: 'Ọ̀ṣun and the river 👋🏾' },
    { source: 'course-yoruba', path: 'modules[1].title', text: 'Ṣàngó' },
    { source: 'post-markets', path: 'body[2].children[0].text', text: 'Prices in GH₵ and ₦' },
  ]
  const fonts = [fontWith('inter.woff2', 'ṣ ₵ aceghdinoPrstvudrmkSÀàóOÒ\u0300'), fontWith('fraunces.woff2', 'ṣ ₵')]

  it('names each missing character with its code point, the fonts that lack it and every document using it', () => {
    const missing = missingCharacters(texts, fonts)
    const naira = missing.find((entry) => entry.codePoint === 0x20a6)
    expect(naira).toEqual({
      codePoint: 0x20a6,
      fonts: ['inter.woff2', 'fraunces.woff2'],
      uses: [texts[2]],
    })
    // Ọ (U+1ECC) is in neither font; Ṣ (U+1E62) in both titles of one document is listed once for it.
    const capitalS = missing.find((entry) => entry.codePoint === 0x1e62)
    expect(capitalS?.uses.map((use) => use.source)).toEqual(['course-yoruba'])
    expect(missing.some((entry) => entry.codePoint === codePoint('👋'))).toBe(false)
    expect(missing.some((entry) => entry.codePoint === codePoint('ṣ'))).toBe(false)
  })

  it('says so in one line per character', () => {
    const message = describeMissing(missingCharacters(texts, fonts))
    expect(message).toContain(
      'U+20A6 "₦" is not in inter.woff2, fraunces.woff2; used in post-markets (body[2].children[0].text)',
    )
    expect(message).toContain(
      'U+1ECC "Ọ" is not in inter.woff2, fraunces.woff2; used in course-yoruba (modules[0].title)',
    )
  })

  it('finds nothing when every character is covered', () => {
    expect(missingCharacters([{ source: 'a', path: 'b', text: 'Ṣàngó 🙏🏾' }], [fontWith('f', 'Ṣàngó ')])).toEqual([])
  })
})

describe('where the text comes from', () => {
  it('walks every string of a document, with its path', () => {
    const document = { _id: 'proverb.1', title: 'Ìwà', body: [{ children: [{ text: 'ẹ̀kọ́' }] }], rank: 3 }
    expect([...stringsIn(document, document._id)].map((use) => [use.path, use.text])).toEqual([
      ['_id', 'proverb.1'],
      ['title', 'Ìwà'],
      ['body[0].children[0].text', 'ẹ̀kọ́'],
    ])
  })

  it('reads string literals and JSX text from source, not comments or regular expressions', () => {
    const code = [
      '// a comment with ─ and ★',
      'const strip = /[\\u0300-\\u036f]/g',
      "export const label = 'Café'",
      'export const line = `Page ${1} — of ${2}`',
      'export const A = () => <p title="½">Next →</p>',
    ].join('\n')
    const texts = stringsInSource('app/x.tsx', code).map((use) => [use.source, use.text.trim()])
    expect(texts).toEqual([
      ['app/x.tsx:3', 'Café'],
      ['app/x.tsx:4', 'Page'],
      ['app/x.tsx:4', '— of'],
      ['app/x.tsx:4', ''],
      ['app/x.tsx:5', '½'],
      ['app/x.tsx:5', 'Next →'],
    ])
  })

  it('reads the published documents of a connected dataset through the export API, beside the fixtures', async () => {
    let seen: { url?: string; headers?: IncomingHttpHeaders } = {}
    const server = createServer((request, response) => {
      seen = { url: request.url, headers: request.headers }
      response.setHeader('content-type', 'application/x-ndjson')
      response.end(
        [
          { _id: 'proverb.lake', _type: 'proverb', text: 'Ìgbà ò lọ bí òréré' },
          { _id: 'drafts.proverb.lake', _type: 'proverb', text: 'A draft with ₦' },
          { _id: 'image-1', _type: 'sanity.imageAsset', originalFilename: 'ṅ.png' },
        ]
          .map((document) => JSON.stringify(document))
          .join('\n'),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const env = readContentEnv({
        CONTENT_SOURCE: 'sanity',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        SANITY_API_READ_TOKEN: 'read-token',
        SANITY_API_HOST: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      })
      const { texts, read } = await textsToDraw(env)
      expect(read).toContain('the published documents of "production"')
      const fromLake = texts.filter((use) => use.source.endsWith('.lake'))
      expect(fromLake.map((use) => [use.source, use.path, use.text])).toEqual([
        ['proverb.lake', '_id', 'proverb.lake'],
        ['proverb.lake', '_type', 'proverb'],
        ['proverb.lake', 'text', 'Ìgbà ò lọ bí òréré'],
      ])
      // Drafts and asset documents are not what visitors see.
      expect(texts.some((use) => /₦|ṅ/.test(use.text))).toBe(false)
      expect(
        texts.some((use) => use.text.includes('Gẹlẹdẹ')),
        'the fixtures are still read',
      ).toBe(true)
      expect(seen.url).toMatch(/^\/v[\d-]+\/data\/export\/production$/)
      expect(seen.headers?.authorization).toBe('Bearer read-token')
    } finally {
      server.close()
    }
  })
})

describe('the committed fonts', () => {
  it('hold every character of the fixtures, the product catalogue and the site strings', async () => {
    const fonts = SITE_FONTS.map((font) => ({ name: font.file, codePoints: fontCodePoints(readFileSync(font.file)) }))
    const texts = [...(await fixtureTexts()), ...(await siteStringTexts())]
    expect(
      texts.some((use) => use.text.includes('Gẹlẹdẹ')),
      'the fixtures are read',
    ).toBe(true)
    expect(describeMissing(missingCharacters(texts, fonts))).toBe('')
  })
})
