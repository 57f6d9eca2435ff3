import { brotliDecompressSync } from 'node:zlib'

/**
 * The characters a font file maps to a glyph, read from its `cmap` table in plain Node, so the check that CMS
 * text stays inside the site's subset fonts needs no font tools (docs/architecture.md#fonts).
 *
 * Reads WOFF2 (a table directory, then every table in one brotli stream; `cmap` is never transformed) and plain
 * TrueType/OpenType files. Only the Unicode subtables count: formats 4 (the Basic Multilingual Plane) and 12
 * (every plane); a code point that maps to glyph 0 (`.notdef`) is not in the font.
 */

const WOFF2_SIGNATURE = 0x774f4632 // 'wOF2'
const SFNT_VERSIONS = new Set([0x00010000, 0x4f54544f /* 'OTTO' */, 0x74727565 /* 'true' */])

/** WOFF2's known-table index: a directory entry names its table by position in this list (63 = tag follows). */
// prettier-ignore
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ',
  'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS',
  'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc',
  'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop',
  'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
]

export class FontFormatError extends Error {}

function fail(message: string): never {
  throw new FontFormatError(message)
}

function tagAt(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  )
}

/** WOFF2's variable-length unsigned integer: 7 bits a byte, high bit set while more bytes follow, at most 5. */
function readUIntBase128(view: DataView, offset: number): { value: number; next: number } {
  let value = 0
  for (let index = 0; index < 5; index++) {
    const byte = view.getUint8(offset + index)
    if (index === 0 && byte === 0x80) fail('WOFF2: a number starts with a zero byte')
    if (value > 0x1ffffff) fail('WOFF2: a number overflows 32 bits')
    value = value * 128 + (byte & 0x7f)
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 }
  }
  fail('WOFF2: a number is longer than 5 bytes')
}

/** The bytes of the `cmap` table inside a WOFF2 file. */
function cmapFromWoff2(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(4) === 0x74746366) fail('WOFF2: font collections are not supported')
  const numTables = view.getUint16(12)
  const totalCompressedSize = view.getUint32(20)
  let offset = 48
  let streamOffset = 0
  let cmap: { start: number; length: number } | undefined
  for (let index = 0; index < numTables; index++) {
    const flags = view.getUint8(offset)
    offset += 1
    const known = flags & 0x3f
    let tag: string
    if (known === 0x3f) {
      tag = tagAt(view, offset)
      offset += 4
    } else {
      tag = KNOWN_TAGS[known] ?? fail(`WOFF2: unknown table index ${known}`)
    }
    const transformVersion = flags >> 6
    const origLength = readUIntBase128(view, offset)
    offset = origLength.next
    // glyf and loca are transformed unless their version is 3; any other table is transformed unless it is 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion !== 3 : transformVersion !== 0
    let length = origLength.value
    if (transformed) {
      const transformLength = readUIntBase128(view, offset)
      offset = transformLength.next
      length = transformLength.value
    }
    if (tag === 'cmap') {
      if (transformed) fail('WOFF2: the cmap table is transformed')
      cmap = { start: streamOffset, length }
    }
    streamOffset += length
  }
  if (!cmap) fail('WOFF2: the font has no cmap table')
  if (offset + totalCompressedSize > bytes.byteLength) fail('WOFF2: the file is shorter than its header says')
  let tables: Buffer
  try {
    tables = brotliDecompressSync(bytes.subarray(offset, offset + totalCompressedSize))
  } catch {
    fail('WOFF2: the table data does not decompress')
  }
  if (cmap.start + cmap.length > tables.byteLength) fail('WOFF2: the cmap table lies outside the table data')
  return tables.subarray(cmap.start, cmap.start + cmap.length)
}

/** The bytes of the `cmap` table inside a TrueType/OpenType file. */
function cmapFromSfnt(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const numTables = view.getUint16(4)
  for (let index = 0; index < numTables; index++) {
    const record = 12 + index * 16
    if (tagAt(view, record) !== 'cmap') continue
    const start = view.getUint32(record + 8)
    const length = view.getUint32(record + 12)
    if (start + length > bytes.byteLength) fail('sfnt: the cmap table lies outside the file')
    return bytes.subarray(start, start + length)
  }
  fail('sfnt: the font has no cmap table')
}

function addFormat4(view: DataView, offset: number, into: Set<number>) {
  const segCount = view.getUint16(offset + 6) / 2
  const endCodes = offset + 14
  const startCodes = endCodes + segCount * 2 + 2
  const idDeltas = startCodes + segCount * 2
  const idRangeOffsets = idDeltas + segCount * 2
  for (let segment = 0; segment < segCount; segment++) {
    const end = view.getUint16(endCodes + segment * 2)
    const start = view.getUint16(startCodes + segment * 2)
    const delta = view.getInt16(idDeltas + segment * 2)
    const rangeOffsetAt = idRangeOffsets + segment * 2
    const rangeOffset = view.getUint16(rangeOffsetAt)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number
      if (rangeOffset === 0) {
        glyph = (code + delta) & 0xffff
      } else {
        const raw = view.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2)
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) into.add(code)
    }
  }
}

function addFormat12(view: DataView, offset: number, into: Set<number>) {
  const groups = view.getUint32(offset + 12)
  for (let group = 0; group < groups; group++) {
    const record = offset + 16 + group * 12
    const start = view.getUint32(record)
    const end = view.getUint32(record + 4)
    const firstGlyph = view.getUint32(record + 8)
    if (end > 0x10ffff || end < start) fail('cmap: a format 12 group is out of range')
    for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) into.add(code)
  }
}

/** Unicode subtables: platform 0 (Unicode), or platform 3 (Windows) with encoding 1 (BMP) or 10 (full). */
const isUnicode = (platform: number, encoding: number) =>
  platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))

function codePointsOfCmap(cmap: Uint8Array): Set<number> {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength)
  const codePoints = new Set<number>()
  const numTables = view.getUint16(2)
  for (let index = 0; index < numTables; index++) {
    const record = 4 + index * 8
    if (!isUnicode(view.getUint16(record), view.getUint16(record + 2))) continue
    const offset = view.getUint32(record + 4)
    const format = view.getUint16(offset)
    if (format === 4) addFormat4(view, offset, codePoints)
    else if (format === 12) addFormat12(view, offset, codePoints)
    // Format 14 (variation sequences) maps no characters of its own; other formats do not occur in web fonts.
  }
  return codePoints
}

/** Every code point the font maps to a real glyph. */
export function fontCodePoints(file: Uint8Array): Set<number> {
  if (file.byteLength < 12) fail('not a font file: too short')
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const signature = view.getUint32(0)
  try {
    if (signature === WOFF2_SIGNATURE) return codePointsOfCmap(cmapFromWoff2(file))
    if (SFNT_VERSIONS.has(signature)) return codePointsOfCmap(cmapFromSfnt(file))
  } catch (error) {
    if (error instanceof RangeError) fail('the font file is cut short')
    throw error
  }
  fail('not a WOFF2, TrueType or OpenType file')
}
