/**
 * Which characters the site's subset fonts must hold, and which text uses one they lack
 * (docs/architecture.md#fonts).
 *
 * The fonts hold a fixed set, so ordinary writing never needs new fonts, plus every other character the
 * content and the site's own strings use. A few kinds of character are never drawn from these fonts at all
 * (emoji, arrows, dingbats, invisible format characters): the browser takes them from the system's emoji or
 * symbol font, as it did before the fonts were cut, so they are exempt.
 */

type Range = readonly [first: number, last: number]

/** Always in the fonts, used today or not. */
export const ALWAYS_IN_FONTS: readonly Range[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00a1], // no-break space, ¡
  [0x00a7, 0x00a7], // §
  [0x00ab, 0x00ab], // «
  [0x00b6, 0x00b7], // ¶ ·
  [0x00bb, 0x00bb], // »
  [0x00bf, 0x00ff], // ¿ and the Latin-1 letters (× and ÷ sit among them)
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x2212, 0x2212], // − (the minus sign of the maths lessons)
  // Yoruba: the dotted letters, ń, and the tone marks as combining accents (its accented vowels are Latin-1).
  // Kiswahili needs nothing beyond Basic Latin.
  [0x0143, 0x0144], // Ń ń
  [0x0300, 0x0301], // combining grave and acute
  [0x1e62, 0x1e63], // Ṣ ṣ
  [0x1eb8, 0x1eb9], // Ẹ ẹ
  [0x1ecc, 0x1ecd], // Ọ ọ
]

/** Ranges whose characters come from the system's symbol and emoji fonts, never from the site's fonts. */
const SYMBOL_BLOCKS: readonly Range[] = [
  [0x2190, 0x21ff], // Arrows (← → in links)
  [0x25a0, 0x25ff], // Geometric Shapes (▾ ▸ in menus)
  [0x2600, 0x27bf], // Miscellaneous Symbols and Dingbats (★ ✓ ✗)
]

const inRanges = (codePoint: number, ranges: readonly Range[]) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last)

/** Emoji pictographs. Below the Arrows block the same property also marks © ® ™ ‼, which are text. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u
const FIRST_EMOJI_CODE_POINT = 0x2190
/** What emoji are built with: skin tones, flag letters, the keycap mark. */
const EMOJI_PART = /[\p{Emoji_Modifier}\p{Regional_Indicator}\u20e3]/u
/** Characters that draw nothing of their own: controls (line breaks), format characters, variation selectors, lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u

/**
 * True when the browser never draws the character from the site's fonts: emoji (game cards), symbols from the
 * blocks above, and invisible characters (line breaks, soft hyphens, joiners, variation selectors).
 */
export function isExempt(codePoint: number): boolean {
  const character = String.fromCodePoint(codePoint)
  return (
    inRanges(codePoint, SYMBOL_BLOCKS) ||
    INVISIBLE.test(character) ||
    EMOJI_PART.test(character) ||
    (codePoint >= FIRST_EMOJI_CODE_POINT && PICTOGRAPH.test(character))
  )
}

export function isAlwaysInFonts(codePoint: number): boolean {
  return inRanges(codePoint, ALWAYS_IN_FONTS)
}

export function alwaysInFonts(): Set<number> {
  const codePoints = new Set<number>()
  for (const [first, last] of ALWAYS_IN_FONTS) for (let code = first; code <= last; code++) codePoints.add(code)
  return codePoints
}

/** A piece of text and where it comes from: a document id (or file) and the path inside it. */
export interface TextUse {
  readonly source: string
  readonly path: string
  readonly text: string
}

/** Every string inside a JSON value (a CMS document, a product row), with its path. */
export function* stringsIn(value: unknown, source: string, path = ''): Generator<TextUse> {
  if (typeof value === 'string') {
    yield { source, path, text: value }
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, source, `${path}[${index}]`)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, source, path ? `${path}.${key}` : key)
  }
}

/** Each character the texts use that needs a glyph from the site's fonts, with its first use. */
export function charactersUsed(texts: Iterable<TextUse>): Map<number, TextUse> {
  const used = new Map<number, TextUse>()
  for (const use of texts) {
    for (const character of use.text) {
      const codePoint = character.codePointAt(0) as number
      if (!used.has(codePoint) && !isExempt(codePoint)) used.set(codePoint, use)
    }
  }
  return used
}

/** The characters every subset font must hold: the fixed set plus what the texts use. */
export function charactersToKeep(texts: Iterable<TextUse>): Set<number> {
  const keep = alwaysInFonts()
  for (const codePoint of charactersUsed(texts).keys()) keep.add(codePoint)
  return keep
}

export interface MissingCharacter {
  readonly codePoint: number
  /** The font files that lack it. */
  readonly fonts: readonly string[]
  /** Where it is used (the first use in each document or file). */
  readonly uses: readonly TextUse[]
}

export const codePointLabel = (codePoint: number) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} "${String.fromCodePoint(codePoint)}"`

/** Characters the texts use that some font lacks, each with every document that uses it. */
export function missingCharacters(
  texts: Iterable<TextUse>,
  fonts: readonly { readonly name: string; readonly codePoints: ReadonlySet<number> }[],
): MissingCharacter[] {
  const missing = new Map<number, { fonts: string[]; uses: Map<string, TextUse> }>()
  for (const use of texts) {
    for (const character of use.text) {
      const codePoint = character.codePointAt(0) as number
      if (isExempt(codePoint)) continue
      let entry = missing.get(codePoint)
      if (!entry) {
        const lacking = fonts.filter((font) => !font.codePoints.has(codePoint)).map((font) => font.name)
        if (lacking.length === 0) continue
        entry = { fonts: lacking, uses: new Map() }
        missing.set(codePoint, entry)
      }
      if (!entry.uses.has(use.source)) entry.uses.set(use.source, use)
    }
  }
  return [...missing]
    .sort(([a], [b]) => a - b)
    .map(([codePoint, { fonts: lacking, uses }]) => ({ codePoint, fonts: lacking, uses: [...uses.values()] }))
}

/** One line per character, naming it, its code point, the fonts that lack it and the documents that use it. */
export function describeMissing(missing: readonly MissingCharacter[]): string {
  return missing
    .map(
      ({ codePoint, fonts, uses }) =>
        `${codePointLabel(codePoint)} is not in ${fonts.join(', ')}; used in ` +
        uses.map((use) => `${use.source} (${use.path})`).join(', '),
    )
    .join('\n')
}
