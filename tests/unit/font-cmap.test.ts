import { readFileSync } from 'node:fs'
import { brotliCompressSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { fontCodePoints, FontFormatError } from '@/scripts/fonts/font-cmap'
import { SITE_FONTS } from '@/scripts/fonts/site-fonts'

/**
 * The cmap reader behind the font check: which characters a font file maps to a glyph. Tested on font files
 * built here byte by byte (so every branch of the formats is exercised) and on the committed subset fonts.
 */

const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff]
const u32 = (value: number) => [...u16(Math.floor(value / 0x10000)), ...u16(value & 0xffff)]
const tag = (name: string) => [...name].map((character) => character.charCodeAt(0))

/** WOFF2's UIntBase128. */
function base128(value: number): number[] {
  const bytes = [value & 0x7f]
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) bytes.unshift((rest & 0x7f) | 0x80)
  return bytes
}

/**
 * A format 4 subtable: A-C by delta; `a` by a delta that lands on glyph 0 (unmapped); Ẹ ẹ through the glyph id
 * array, where Ẹ's entry is 0 (unmapped, even with the segment's delta added); and the closing 0xFFFF segment.
 */
function format4(): number[] {
  const segments = [
    { start: 0x41, end: 0x43, delta: 3, rangeOffset: 0 },
    { start: 0x61, end: 0x61, delta: -0x61, rangeOffset: 0 },
    { start: 0x1eb8, end: 0x1eb9, delta: 2, rangeOffset: 2 * 2 }, // from its own entry to glyphIds[0]: 2 entries on
    { start: 0xffff, end: 0xffff, delta: 1, rangeOffset: 0 },
  ]
  const glyphIds = [0, 9]
  const body = [
    ...segments.flatMap((segment) => u16(segment.end)),
    ...u16(0),
    ...segments.flatMap((segment) => u16(segment.start)),
    ...segments.flatMap((segment) => u16(segment.delta & 0xffff)),
    ...segments.flatMap((segment) => u16(segment.rangeOffset)),
    ...glyphIds.flatMap(u16),
  ]
  const header = [4, 14 + body.length, 0, segments.length * 2, 8, 2, 0].flatMap(u16)
  return [...header, ...body]
}

/** A format 12 subtable: two emoji from glyph 5 on, and ₵ mapped to glyph 0 (unmapped). */
function format12(): number[] {
  const groups = [
    [0x1f600, 0x1f601, 5],
    [0x20b5, 0x20b5, 0],
  ]
  const body = groups.flatMap((group) => group.flatMap(u32))
  return [...u16(12), ...u16(0), ...u32(16 + body.length), ...u32(0), ...u32(groups.length), ...body]
}

/** A Macintosh format 0 subtable mapping Z: not Unicode, so never read. */
function macFormat0(): number[] {
  const glyphIds = Array.from({ length: 256 }, (_, code) => (code === 0x5a ? 4 : 0))
  return [...u16(0), ...u16(262), ...u16(0), ...glyphIds]
}

function cmapTable(): number[] {
  const subtables = [
    { platform: 3, encoding: 1, bytes: format4() },
    { platform: 3, encoding: 10, bytes: format12() },
    { platform: 1, encoding: 0, bytes: macFormat0() },
  ]
  let offset = 4 + subtables.length * 8
  const records = subtables.flatMap((subtable) => {
    const record = [...u16(subtable.platform), ...u16(subtable.encoding), ...u32(offset)]
    offset += subtable.bytes.length
    return record
  })
  return [...u16(0), ...u16(subtables.length), ...records, ...subtables.flatMap((subtable) => subtable.bytes)]
}

const EXPECTED = [0x41, 0x42, 0x43, 0x1eb9, 0x1f600, 0x1f601]

/**
 * A WOFF2 file whose cmap sits after a transformed glyf and loca, a table named by its tag, and before a
 * transformed hmtx, so finding it depends on every length rule of the table directory.
 */
function woff2(cmap: number[]): Uint8Array {
  const tables: { flags: number; tag?: string; origLength: number; transformLength?: number; data: number[] }[] = [
    { flags: 10, origLength: 500, transformLength: 37, data: Array(37).fill(1) }, // glyf, transformed
    { flags: 11, origLength: 120, transformLength: 0, data: [] }, // loca, transformed (no bytes of its own)
    { flags: 63, tag: 'Zzzz', origLength: 5, data: [2, 2, 2, 2, 2] },
    { flags: 0, origLength: cmap.length, data: cmap }, // cmap
    { flags: 3 | (1 << 6), origLength: 80, transformLength: 11, data: Array(11).fill(3) }, // hmtx, transformed
  ]
  const directory = tables.flatMap((table) => [
    table.flags,
    ...(table.tag ? tag(table.tag) : []),
    ...base128(table.origLength),
    ...(table.transformLength === undefined ? [] : base128(table.transformLength)),
  ])
  const stream = brotliCompressSync(Uint8Array.from(tables.flatMap((table) => table.data)))
  const length = 48 + directory.length + stream.length
  const header = [
    ...tag('wOF2'),
    ...u32(0x00010000),
    ...u32(length),
    ...u16(tables.length),
    ...u16(0),
    ...u32(0), // totalSfntSize: not needed to read the cmap
    ...u32(stream.length),
    ...u16(1),
    ...u16(0),
    ...u32(0),
    ...u32(0),
    ...u32(0),
    ...u32(0),
    ...u32(0),
  ]
  return Uint8Array.from([...header, ...directory, ...stream])
}

/** A TrueType file holding a head table and the cmap. */
function sfnt(cmap: number[]): Uint8Array {
  const head = Array(54).fill(0)
  const offsets = { head: 12 + 2 * 16, cmap: 12 + 2 * 16 + head.length }
  return Uint8Array.from([
    ...u32(0x00010000),
    ...u16(2),
    ...u16(32),
    ...u16(1),
    ...u16(0),
    ...tag('cmap'),
    ...u32(0),
    ...u32(offsets.cmap),
    ...u32(cmap.length),
    ...tag('head'),
    ...u32(0),
    ...u32(offsets.head),
    ...u32(head.length),
    ...head,
    ...cmap,
  ])
}

const sorted = (codePoints: Set<number>) => [...codePoints].sort((a, b) => a - b)

describe('reading which characters a font maps', () => {
  it('reads the Unicode subtables of a WOFF2 file, leaving out characters mapped to glyph 0', () => {
    expect(sorted(fontCodePoints(woff2(cmapTable())))).toEqual(EXPECTED)
  })

  it('reads a TrueType file the same way', () => {
    expect(sorted(fontCodePoints(sfnt(cmapTable())))).toEqual(EXPECTED)
  })

  it('refuses what is not a font, and a font cut short', () => {
    expect(() => fontCodePoints(new TextEncoder().encode('<html>not a font</html>'))).toThrow(FontFormatError)
    const file = woff2(cmapTable())
    expect(() => fontCodePoints(file.subarray(0, 60))).toThrow(FontFormatError)
    expect(() => fontCodePoints(file.subarray(0, file.length - 10))).toThrow(FontFormatError)
  })

  it('reads the committed subset fonts: Latin, the Yoruba letters and the cedi sign, and no emoji', () => {
    for (const font of SITE_FONTS) {
      const codePoints = fontCodePoints(readFileSync(font.file))
      for (const character of 'Aaz09&é×–“”…ẹọṣẸỌṢńḥā₵') {
        expect(codePoints.has(character.codePointAt(0) as number), `${font.file} has ${character}`).toBe(true)
      }
      expect(codePoints.has(0x1f44b), `${font.file} has no 👋`).toBe(false)
    }
    // The @fontsource-variable "latin" file the site used before has no ẹ: it came from another font.
    const before = fontCodePoints(
      readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    )
    expect(before.has(0x41)).toBe(true)
    expect(before.has(0x1eb9)).toBe(false)
  })
})
