/**
 * Lines of text in an embedded font, measured and drawn with pdf-lib, with combining accents put where the font
 * puts them.
 *
 * pdf-lib draws each glyph at the previous one's advance and ignores the font's mark positioning. Most accented
 * letters are one character once the text is in NFC (é, ọ, ṣ), but a Yoruba tone mark on a dotted vowel (ọ̀, ẹ́)
 * stays a combining mark after its letter: drawn in line it would sit over the next letter (or, in Fraunces,
 * take a space of its own). So a line is drawn in runs that end at such a mark, and each mark is drawn on its
 * own over its letter, where the font puts it (fontkit lays out the letter and its marks).
 */
import fontkit from '@pdf-lib/fontkit'
import type { Color, PDFFont, PDFPage } from 'pdf-lib'

/** fontkit's font, with the one metric its type declarations leave out. */
type ShapingFont = fontkit.Font & { readonly unitsPerEm: number }

const COMBINING_MARK = /\p{M}/u
/** Characters that draw nothing: controls, format characters (soft hyphen, joiners), variation selectors. */
const INVISIBLE = /[\p{Cc}\p{Cf}\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu

/** The text as a line is drawn: NFC, line breaks and other spaces as plain spaces, invisible characters left out. */
export const lineText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[^\S \u00a0]/g, ' ')
    .replace(INVISIBLE, '')
    .trim()

/** One parsed font per file's bytes: pdf-lib parses its own copy for each document it embeds the font in. */
const shapers = new WeakMap<Uint8Array, ShapingFont>()

type Piece = { kind: 'run'; text: string } | { kind: 'marks'; base: string; marks: string[] }

/** A line cut into runs of text and the combining marks after a run's last character. */
function pieces(line: string): Piece[] {
  const result: Piece[] = []
  let run = ''
  for (const char of line) {
    if (!COMBINING_MARK.test(char)) {
      run += char
      continue
    }
    const last = result.at(-1)
    if (!run && last?.kind === 'marks') {
      last.marks.push(char)
      continue
    }
    const base = Array.from(run).at(-1) ?? ''
    if (run) result.push({ kind: 'run', text: run })
    result.push({ kind: 'marks', base: base === ' ' ? '' : base, marks: [char] })
    run = ''
  }
  if (run) result.push({ kind: 'run', text: run })
  return result
}

export class PdfTextFace {
  private readonly shaper: ShapingFont
  /** Widths at size 1 of the words and spaces measured so far: laying a text out is what costs. */
  private readonly unitWidths = new Map<string, number>()

  constructor(
    readonly font: PDFFont,
    bytes: Uint8Array,
  ) {
    this.shaper = shapers.get(bytes) ?? (fontkit.create(bytes) as ShapingFont)
    shapers.set(bytes, this.shaper)
  }

  /**
   * Width of a line in points: the sum of its words' and spaces' (pdf-lib draws no kerning, so widths add up),
   * the combining marks taking no room.
   */
  width(text: string, size: number): number {
    return this.measure(lineText(text)) * size
  }

  /** Width at size 1 of a text as it is (already a line's text). */
  private measure(text: string): number {
    let total = 0
    for (const part of text.split(/( +)/)) {
      if (!part) continue
      let unit = this.unitWidths.get(part)
      if (unit === undefined) {
        unit = pieces(part).reduce(
          (sum, piece) => sum + (piece.kind === 'run' ? this.font.widthOfTextAtSize(piece.text, 1) : 0),
          0,
        )
        this.unitWidths.set(part, unit)
      }
      total += unit
    }
    return total
  }

  /**
   * Where each mark goes, in points from its letter's origin: the letter and its marks laid out by the font, which
   * places a mark with its mark-positioning table (Inter). A font without one (Fraunces) leaves the mark where the
   * letter ends; then the mark is centred over the letter and raised above it (or lowered below it) as far as it
   * must be to clear it, as browsers do. Null when the font has no place for them (no letter, a glyph it lacks,
   * or a layout that merged glyphs): then they are drawn in line, as pdf-lib would.
   */
  private markOffsets(base: string, marks: readonly string[], size: number): Array<[number, number]> | null {
    if (!base) return null
    const { glyphs, positions } = this.shaper.layout(base + marks.join(''))
    const [letter, ...markGlyphs] = glyphs
    if (!letter || markGlyphs.length !== marks.length || glyphs.some((glyph) => glyph.id === 0)) return null
    const scale = size / this.shaper.unitsPerEm
    const gap = this.shaper.unitsPerEm * 0.03
    const centre = (box: fontkit.BoundingBox) => (box.minX + box.maxX) / 2
    let [top, bottom] = [letter.bbox.maxY, letter.bbox.minY]
    let pen = 0
    return markGlyphs.map((glyph, index): [number, number] => {
      pen += positions[index]?.xAdvance ?? 0
      const { xOffset = 0, yOffset = 0 } = positions[index + 1] ?? {}
      if (xOffset !== 0 || yOffset !== 0) return [(pen + xOffset) * scale, yOffset * scale]
      const box = glyph.bbox
      const dx = centre(letter.bbox) - centre(box)
      if (box.minY >= 0) {
        const dy = Math.max(0, top + gap - box.minY)
        top = box.maxY + dy
        return [dx * scale, dy * scale]
      }
      const dy = Math.min(0, bottom - gap - box.maxY)
      bottom = box.minY + dy
      return [dx * scale, dy * scale]
    })
  }

  /** Draws one line with its baseline starting at (x, y). */
  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: Color): void {
    let pen = x
    let baseX = x
    for (const piece of pieces(lineText(text))) {
      if (piece.kind === 'run') {
        page.drawText(piece.text, { x: pen, y, size, font: this.font, color })
        const runWidth = this.measure(piece.text) * size
        baseX = pen + runWidth - this.measure(Array.from(piece.text).at(-1) ?? '') * size
        pen += runWidth
        continue
      }
      const offsets = this.markOffsets(piece.base, piece.marks, size)
      piece.marks.forEach((mark, index) => {
        const [dx, dy] = offsets?.[index] ?? [pen - baseX, 0]
        page.drawText(mark, { x: baseX + dx, y: y + dy, size, font: this.font, color })
      })
    }
  }
}

/** Greedy word wrap with the font's widths; a word longer than the line is left to overflow rather than cut. */
export function wrap(text: string, face: PdfTextFace, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of lineText(text).split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && face.width(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}
