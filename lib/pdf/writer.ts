/**
 * A small, dependency-free PDF 1.4 writer for the lessons' fixture handouts (studio/scripts/lesson-resources.ts,
 * run by hand over texts written in code): US Letter pages set in the standard Helvetica and Helvetica-Bold Type1
 * fonts (WinAnsiEncoding, so no font is embedded), word-wrapped with the fonts' real glyph widths, a coloured
 * title band, headings, lists, two-column tables, page footers, an exact xref table and an /Info dictionary.
 * Output is deterministic (no creation date): the same content always gives the same bytes.
 *
 * WinAnsi has no ọ, ṣ, ẹ or ₵, so a text with one is an error here: PDFs written from CMS content (the welcome
 * packets) use lib/pdf/document.ts instead, which embeds the site's fonts.
 */
import type { PdfBlock } from './document'

export type { PdfBlock }

/** Advance widths (1/1000 em) of WinAnsi codes 32-255, from Adobe's Helvetica and Helvetica-Bold AFM metrics. */
const WIDTHS = {
  F1: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333,
    333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370,
    556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 578, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667,
    667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778,
    722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
  ],
  F2: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278, 500,
    500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370,
    556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722,
    722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778,
    722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
    611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
  ],
} as const

type Font = keyof typeof WIDTHS

/** WinAnsi codes 128-159 of the Unicode characters that are not at their Latin-1 position. */
const WIN_ANSI_HIGH: Record<number, number> = {
  0x20ac: 128,
  0x201a: 130,
  0x0192: 131,
  0x201e: 132,
  0x2026: 133,
  0x2020: 134,
  0x2021: 135,
  0x02c6: 136,
  0x2030: 137,
  0x0160: 138,
  0x2039: 139,
  0x0152: 140,
  0x017d: 142,
  0x2018: 145,
  0x2019: 146,
  0x201c: 147,
  0x201d: 148,
  0x2022: 149,
  0x2013: 150,
  0x2014: 151,
  0x02dc: 152,
  0x2122: 153,
  0x0161: 154,
  0x203a: 155,
  0x0153: 156,
  0x017e: 158,
  0x0178: 159,
}

/** The text as WinAnsi codes; a character the standard fonts cannot show is an error, not a silent gap. */
export function winAnsi(text: string): number[] {
  return Array.from(text.normalize('NFC'), (char) => {
    const point = char.codePointAt(0) ?? 0
    if (point >= 0x20 && point <= 0x7e) return point
    if (point >= 0xa0 && point <= 0xff) return point
    const code = WIN_ANSI_HIGH[point]
    if (code === undefined)
      throw new Error(`"${char}" (U+${point.toString(16).toUpperCase()}) has no WinAnsi code: ${text}`)
    return code
  })
}

/** Width of the text in points. */
export function textWidth(text: string, font: Font, size: number): number {
  return (winAnsi(text).reduce((sum, code) => sum + (WIDTHS[font][code - 32] ?? 0), 0) * size) / 1000
}

/** A PDF string literal: ( ) \ escaped, bytes outside printable ASCII as octal escapes. */
export function pdfString(text: string): string {
  const body = winAnsi(text)
    .map((code) => {
      if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`
      if (code < 0x20 || code > 0x7e) return `\\${code.toString(8).padStart(3, '0')}`
      return String.fromCharCode(code)
    })
    .join('')
  return `(${body})`
}

/** Greedy word wrap with real glyph widths; a word longer than the line is left to overflow rather than cut. */
export function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

type Rgb = readonly [number, number, number]
const hex = (value: string): Rgb =>
  [1, 3, 5].map((index) => parseInt(value.slice(index, index + 2), 16) / 255) as unknown as Rgb
const COLOURS = {
  ink: hex('#1b1b1b'),
  green: hex('#1d5a38'),
  gold: hex('#e3a82b'),
  terracotta: hex('#a63d1c'),
  cream: hex('#fdf8f0'),
  muted: hex('#5f574f'),
  rule: hex('#e6d8c3'),
}
const rgb = (colour: Rgb, op: 'rg' | 'RG') => `${colour.map((channel) => Number(channel.toFixed(3))).join(' ')} ${op}`

const PAGE = { width: 612, height: 792, margin: 60, bottom: 64 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const BODY = { font: 'F1' as Font, size: 10.5, leading: 15 }

export function makePdf(blocks: readonly PdfBlock[], info: { title: string; footer: string }): Buffer {
  const pages: string[][] = []
  let ops: string[] = []
  let y = 0
  const newPage = () => {
    ops = []
    pages.push(ops)
    y = PAGE.height - PAGE.margin
  }
  newPage()
  const ensure = (height: number) => {
    if (y - height < PAGE.bottom) newPage()
  }
  const text = (font: Font, size: number, x: number, baseline: number, value: string, colour: Rgb = COLOURS.ink) => {
    ops.push(
      `${rgb(colour, 'rg')} BT /${font} ${size} Tf ${x.toFixed(2)} ${baseline.toFixed(2)} Td ${pdfString(value)} Tj ET`,
    )
  }
  const rect = (x: number, top: number, width: number, height: number, colour: Rgb) => {
    ops.push(
      `${rgb(colour, 'rg')} ${x.toFixed(2)} ${(top - height).toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)} re f`,
    )
  }
  const rule = (x: number, at: number, width: number) => {
    ops.push(
      `${rgb(COLOURS.rule, 'RG')} 0.75 w ${x.toFixed(2)} ${at.toFixed(2)} m ${(x + width).toFixed(2)} ${at.toFixed(2)} l S`,
    )
  }
  const paragraph = (value: string, x: number, width: number, font: Font = BODY.font, colour: Rgb = COLOURS.ink) => {
    for (const line of wrap(value, font, BODY.size, width)) {
      ensure(BODY.leading)
      text(font, BODY.size, x, y - BODY.size, line, colour)
      y -= BODY.leading
    }
  }

  for (const [index, block] of blocks.entries()) {
    const next = blocks[index + 1]
    switch (block.kind) {
      case 'title': {
        // A green band across the top with the title in cream and the subtitle in gold, then a gold rule.
        const bandTop = PAGE.height
        const bandHeight = 112
        rect(0, bandTop, PAGE.width, bandHeight, COLOURS.green)
        rect(0, bandTop - bandHeight, PAGE.width, 6, COLOURS.gold)
        text('F2', 11, PAGE.margin, bandTop - 36, 'SANKOFA ACADEMY', COLOURS.gold)
        text('F2', 22, PAGE.margin, bandTop - 66, block.text, COLOURS.cream)
        text('F1', 12, PAGE.margin, bandTop - 90, block.subtitle, COLOURS.cream)
        y = bandTop - bandHeight - 6 - 28
        break
      }
      case 'h': {
        // Keep a heading with what follows it: an introduction and the first rows of a table, or two lines.
        const intro =
          next?.kind === 'p' ? wrap(next.text, BODY.font, BODY.size, CONTENT_WIDTH).length * BODY.leading + 7 : 0
        const then = next?.kind === 'p' ? blocks[index + 2] : next
        ensure(32 + intro + (then?.kind === 'table' ? 80 : 2 * BODY.leading))
        y -= 8
        text('F2', 13.5, PAGE.margin, y - 13.5, block.text, COLOURS.terracotta)
        y -= 24
        break
      }
      case 'p': {
        paragraph(block.text, PAGE.margin, CONTENT_WIDTH)
        y -= 7
        break
      }
      case 'list': {
        const indent = 16
        for (const item of block.items) {
          const lines = wrap(item, BODY.font, BODY.size, CONTENT_WIDTH - indent)
          ensure(Math.min(lines.length, 2) * BODY.leading)
          rect(PAGE.margin + 3, y - BODY.size + 7.5, 4.5, 4.5, COLOURS.gold)
          for (const line of lines) {
            ensure(BODY.leading)
            text(BODY.font, BODY.size, PAGE.margin + indent, y - BODY.size, line)
            y -= BODY.leading
          }
          y -= 3
        }
        y -= 5
        break
      }
      case 'table': {
        const labelWidth = block.labelWidth ?? 90
        const gap = 12
        if (block.caption) {
          ensure(BODY.leading * 3)
          text('F2', BODY.size, PAGE.margin, y - BODY.size, block.caption, COLOURS.green)
          y -= BODY.leading + 2
        }
        rule(PAGE.margin, y, CONTENT_WIDTH)
        for (const [label, value] of block.rows) {
          const labelLines = wrap(label, 'F2', BODY.size, labelWidth)
          const valueLines = wrap(value, BODY.font, BODY.size, CONTENT_WIDTH - labelWidth - gap)
          const height = Math.max(labelLines.length, valueLines.length) * BODY.leading + 8
          if (y - height < PAGE.bottom) {
            newPage()
            rule(PAGE.margin, y, CONTENT_WIDTH)
          }
          const top = y - 5
          labelLines.forEach((line, lineIndex) =>
            text('F2', BODY.size, PAGE.margin, top - BODY.size - lineIndex * BODY.leading, line),
          )
          valueLines.forEach((line, lineIndex) =>
            text(
              BODY.font,
              BODY.size,
              PAGE.margin + labelWidth + gap,
              top - BODY.size - lineIndex * BODY.leading,
              line,
            ),
          )
          y -= height
          rule(PAGE.margin, y, CONTENT_WIDTH)
        }
        y -= 14
        break
      }
      case 'signature': {
        ensure(block.lines.length * BODY.leading + 10)
        y -= 4
        block.lines.forEach((line, lineIndex) => {
          text(
            lineIndex === 0 ? 'F2' : 'F1',
            BODY.size,
            PAGE.margin,
            y - BODY.size,
            line,
            lineIndex === 0 ? COLOURS.ink : COLOURS.muted,
          )
          y -= BODY.leading
        })
        y -= 7
        break
      }
    }
  }

  // Objects: 1 catalog, 2 page tree, 3-4 fonts, then a content stream and a page per page, then /Info.
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  add('')
  add('')
  const font = (base: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`
  add(font('Helvetica'))
  add(font('Helvetica-Bold'))
  const pageIds: number[] = []
  pages.forEach((pageOps, index) => {
    const footerText = `${info.footer}  \u2022  Page ${index + 1} of ${pages.length}`
    const footer = [
      `${rgb(COLOURS.rule, 'RG')} 0.75 w ${PAGE.margin} 46 m ${PAGE.width - PAGE.margin} 46 l S`,
      `${rgb(COLOURS.muted, 'rg')} BT /F1 8.5 Tf ${PAGE.margin} 32 Td ${pdfString(footerText)} Tj ET`,
    ]
    const stream = [...pageOps, ...footer].join('\n')
    const contents = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    )
  })
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`
  const infoId = add(
    `<< /Title ${pdfString(info.title)} /Author (Sankofa Academy) /Subject ${pdfString(info.footer)} /Producer (Sankofa Academy welcome-packet script) >>`,
  )

  // Header with a binary comment line, the objects with their byte offsets, the xref table and trailer.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
