/**
 * The metric-matched fallback faces of the site's fonts (docs/architecture.md#fonts). Both fonts are `optional`: on a
 * slow first visit a page keeps its fallback, so the fallback must be a face of the same kind (Georgia for the
 * Fraunces headings, never Times New Roman) scaled to the web font's width and line box, as next/font does for
 * Arial and Times New Roman. app/globals.css holds the faces `fallbackFaceCss` writes;
 * tests/unit/font-fallbacks.test.ts recomputes them from the committed font files.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The metrics a fallback needs from a font: its em, its line box (hhea) and the average width of English text. */
export interface FontMetrics {
  readonly unitsPerEm: number
  readonly ascent: number
  readonly descent: number
  readonly lineGap: number
  readonly xWidthAvg: number
}

/**
 * Installed fonts the fallbacks scale, with Capsize's metrics (the table next/font's Google loader uses, in
 * node_modules/next/dist/server/capsize-font-metrics.json): only the em and the average width are needed.
 */
const SYSTEM_FONTS = {
  Georgia: { unitsPerEm: 2048, xWidthAvg: 913 },
  'Noto Serif': { unitsPerEm: 1000, xWidthAvg: 481 },
  Arial: { unitsPerEm: 2048, xWidthAvg: 913 },
  Roboto: { unitsPerEm: 2048, xWidthAvg: 911 },
} as const

export interface FallbackFace {
  /** The family name the font-family stacks in app/globals.css use. */
  readonly family: string
  /** The installed font it draws with. */
  readonly local: keyof typeof SYSTEM_FONTS
  /** The committed font file at the weight the text is mostly set in (headings 600, body 400). */
  readonly file: string
}

/**
 * Headings: Georgia (Windows, macOS, iOS), else Noto Serif (Android, most Linux). Body: Arial, else Roboto. The
 * first of a stack that is installed draws the text until the web font is there.
 */
export const FALLBACK_FACES: readonly FallbackFace[] = [
  { family: 'Fraunces Fallback', local: 'Georgia', file: 'lib/fonts/fraunces-semibold.ttf' },
  { family: 'Fraunces Fallback Noto', local: 'Noto Serif', file: 'lib/fonts/fraunces-semibold.ttf' },
  { family: 'Inter Fallback', local: 'Arial', file: 'lib/fonts/inter-regular.ttf' },
  { family: 'Inter Fallback Roboto', local: 'Roboto', file: 'lib/fonts/inter-regular.ttf' },
]

/** English letter frequencies (per 100 letters); a word space follows every 4.7 letters, the mean word length. */
// prettier-ignore
const LETTER_FREQUENCY: Record<string, number> = {
  a: 8.2, b: 1.5, c: 2.8, d: 4.3, e: 12.7, f: 2.2, g: 2.0, h: 6.1, i: 7.0, j: 0.15, k: 0.77, l: 4.0, m: 2.4,
  n: 6.7, o: 7.5, p: 1.9, q: 0.095, r: 6.0, s: 6.3, t: 9.1, u: 2.8, v: 0.98, w: 2.4, x: 0.15, y: 2.0, z: 0.074,
}
const LETTERS_PER_SPACE = 4.7

interface FontkitFont {
  unitsPerEm: number
  ascent: number
  descent: number
  lineGap: number
  glyphForCodePoint(codePoint: number): { advanceWidth: number }
}

/** fontkit, as next/font itself loads it to measure local fonts (no separate dependency). */
function openFont(file: string): FontkitFont {
  const required = createRequire(import.meta.url)('next/dist/compiled/@next/font/dist/fontkit') as {
    default: ((buffer: Buffer) => FontkitFont) | { default: (buffer: Buffer) => FontkitFont }
  }
  const create = typeof required.default === 'function' ? required.default : required.default.default
  return create(readFileSync(file))
}

/** A font file's metrics; the average width is weighted by how often each letter and the space occur in English. */
export function fontMetrics(file: string): FontMetrics {
  const font = openFont(file)
  const width = (character: string) => font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth
  const letters = Object.entries(LETTER_FREQUENCY)
  const letterWeight = letters.reduce((sum, [, weight]) => sum + weight, 0)
  const spaceWeight = letterWeight / LETTERS_PER_SPACE
  const total = letters.reduce((sum, [letter, weight]) => sum + width(letter) * weight, 0) + width(' ') * spaceWeight
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    xWidthAvg: total / (letterWeight + spaceWeight),
  }
}

/** Two decimals, trailing zeros dropped as Prettier writes CSS numbers (`0%`, `90.7%`). */
const percent = (value: number) => `${Number((Math.abs(value) * 100).toFixed(2))}%`

/** The overrides, as next/font computes them: scale to the same average width, then fit the line box at that size. */
export function fallbackOverrides(font: FontMetrics, local: keyof typeof SYSTEM_FONTS) {
  const system = SYSTEM_FONTS[local]
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (system.xWidthAvg / system.unitsPerEm)
  const em = font.unitsPerEm * sizeAdjust
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(font.descent / em),
    lineGapOverride: percent(font.lineGap / em),
  }
}

/** The @font-face rule of one fallback, exactly as app/globals.css must hold it. */
export function fallbackFaceCss(face: FallbackFace): string {
  const overrides = fallbackOverrides(fontMetrics(face.file), face.local)
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    `  src: local('${face.local}');`,
    `  size-adjust: ${overrides.sizeAdjust};`,
    `  ascent-override: ${overrides.ascentOverride};`,
    `  descent-override: ${overrides.descentOverride};`,
    `  line-gap-override: ${overrides.lineGapOverride};`,
    '}',
  ].join('\n')
}
