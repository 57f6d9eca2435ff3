/**
 * The welcome packets' PDF layout (lib/school/welcome-packets.ts), written with pdf-lib: US Letter pages set in
 * the site's own fonts, Inter for the text and Fraunces for the headings, embedded as subsets of the glyphs a
 * packet uses, so any character the site's fonts have prints (lib/pdf/fonts.ts). A coloured title band with the
 * school's name and mark,
 * headings kept with what follows them, paragraphs and lists word-wrapped with the fonts' widths, two-column
 * tables that carry on across pages, a signature, page footers and the document's title and subject.
 * The output is deterministic (no dates): the same content always gives the same bytes.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib'

import { pdfFontBytes, type PdfFace } from './fonts'
import { PdfTextFace, wrap } from './text'

export type PdfBlock =
  | { kind: 'title'; text: string; subtitle: string }
  | { kind: 'h'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption?: string; rows: Array<[string, string]>; labelWidth?: number }
  | { kind: 'signature'; lines: string[] }

const hex = (value: string): Color =>
  rgb(...([1, 3, 5].map((index) => parseInt(value.slice(index, index + 2), 16) / 255) as [number, number, number]))
const COLOURS = {
  ink: hex('#1b1b1b'),
  green: hex('#1d5a38'),
  gold: hex('#e3a82b'),
  terracotta: hex('#a63d1c'),
  cream: hex('#fdf8f0'),
  muted: hex('#5f574f'),
  rule: hex('#e6d8c3'),
}

const PAGE = { width: 612, height: 792, margin: 60, bottom: 64 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** The school's mark (the favicon's, scripts/favicon.svg) in its own 64-unit box: a heart of gold over a dot. */
const MARK = {
  box: 64,
  heart: 'M32 52C20 42 12 35 12 25c0-7 5-11 11-11 4 0 7 2 9 6 2-4 5-6 9-6 6 0 11 4 11 11 0 10-8 17-20 27Z',
  dot: { cx: 32, cy: 38, r: 3 },
}
const MARK_SIZE = 56
const BODY = { size: 10.5, leading: 15 }
const HEADING = { size: 13.5, leading: 17 }

export async function makePdf(
  blocks: readonly PdfBlock[],
  info: { title: string; footer: string },
): Promise<Uint8Array<ArrayBuffer>> {
  // No creation or modification date, and no pdf-lib producer line: the same packet gives the same bytes.
  const document = await PDFDocument.create({ updateMetadata: false })
  document.registerFontkit(fontkit)
  const bytes = await pdfFontBytes()
  const embed = async (face: PdfFace) =>
    new PdfTextFace(await document.embedFont(bytes[face], { subset: true }), bytes[face])
  const [regular, bold, heading] = [await embed('regular'), await embed('bold'), await embed('heading')]

  let page: PDFPage = document.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }
  const ensure = (height: number) => {
    if (y - height < PAGE.bottom) newPage()
  }
  const text = (face: PdfTextFace, size: number, x: number, baseline: number, value: string, colour = COLOURS.ink) =>
    face.draw(page, value, x, baseline, size, colour)
  const rect = (x: number, top: number, width: number, height: number, colour: Color) =>
    page.drawRectangle({ x, y: top - height, width, height, color: colour })
  const rule = (x: number, at: number, width: number) =>
    page.drawLine({ start: { x, y: at }, end: { x: x + width, y: at }, thickness: 0.75, color: COLOURS.rule })
  /** Lines of body text in one face, each moved to a new page when it does not fit. */
  const lines = (values: readonly string[], face: PdfTextFace, x: number, colour = COLOURS.ink) => {
    for (const line of values) {
      ensure(BODY.leading)
      text(face, BODY.size, x, y - BODY.size, line, colour)
      y -= BODY.leading
    }
  }
  /** A one-line text in the title band, made smaller if it would run into the mark. */
  const fitted = (face: PdfTextFace, size: number, baseline: number, value: string, colour: Color) => {
    const room = CONTENT_WIDTH - MARK_SIZE - 16
    const width = face.width(value, size)
    text(face, width > room ? (size * room) / width : size, PAGE.margin, baseline, value, colour)
  }
  /** The school's mark, `size` points wide, its top-left corner at (x, top). */
  const mark = (x: number, top: number, size: number) => {
    const scale = size / MARK.box
    page.drawCircle({ x: x + size / 2, y: top - size / 2, size: size / 2, color: COLOURS.cream })
    page.drawCircle({ x: x + size / 2, y: top - size / 2, size: size / 2 - 3, color: COLOURS.green })
    // drawSvgPath puts the path's origin at (x, y) with SVG's y axis pointing down, as in the favicon.
    page.drawSvgPath(MARK.heart, { x, y: top, scale, borderColor: COLOURS.gold, borderWidth: 4 * scale })
    page.drawCircle({
      x: x + MARK.dot.cx * scale,
      y: top - MARK.dot.cy * scale,
      size: MARK.dot.r * scale,
      color: COLOURS.gold,
    })
  }

  for (const [index, block] of blocks.entries()) {
    const next = blocks[index + 1]
    switch (block.kind) {
      case 'title': {
        // A green band across the top with the school's name in gold, the title and subtitle in cream and the
        // school's mark on the right, then a gold rule.
        const bandTop = PAGE.height
        const bandHeight = 112
        rect(0, bandTop, PAGE.width, bandHeight, COLOURS.green)
        rect(0, bandTop - bandHeight, PAGE.width, 6, COLOURS.gold)
        mark(PAGE.width - PAGE.margin - MARK_SIZE, bandTop - (bandHeight - MARK_SIZE) / 2, MARK_SIZE)
        fitted(bold, 11, bandTop - 36, 'SANKOFA ACADEMY', COLOURS.gold)
        fitted(heading, 22, bandTop - 66, block.text, COLOURS.cream)
        fitted(regular, 12, bandTop - 90, block.subtitle, COLOURS.cream)
        y = bandTop - bandHeight - 6 - 28
        break
      }
      case 'h': {
        // Keep a heading with what follows it: an introduction and the first rows of a table, or two lines.
        const headingLines = wrap(block.text, heading, HEADING.size, CONTENT_WIDTH)
        const intro =
          next?.kind === 'p' ? wrap(next.text, regular, BODY.size, CONTENT_WIDTH).length * BODY.leading + 7 : 0
        const then = next?.kind === 'p' ? blocks[index + 2] : next
        ensure(
          32 + (headingLines.length - 1) * HEADING.leading + intro + (then?.kind === 'table' ? 80 : 2 * BODY.leading),
        )
        y -= 8
        for (const line of headingLines) {
          text(heading, HEADING.size, PAGE.margin, y - HEADING.size, line, COLOURS.terracotta)
          y -= HEADING.leading
        }
        y -= 24 - HEADING.leading
        break
      }
      case 'p': {
        lines(wrap(block.text, regular, BODY.size, CONTENT_WIDTH), regular, PAGE.margin)
        y -= 7
        break
      }
      case 'list': {
        const indent = 16
        for (const item of block.items) {
          const itemLines = wrap(item, regular, BODY.size, CONTENT_WIDTH - indent)
          ensure(Math.min(itemLines.length, 2) * BODY.leading)
          rect(PAGE.margin + 3, y - BODY.size + 7.5, 4.5, 4.5, COLOURS.gold)
          lines(itemLines, regular, PAGE.margin + indent)
          y -= 3
        }
        y -= 5
        break
      }
      case 'table': {
        const labelWidth = block.labelWidth ?? 90
        const gap = 12
        if (block.caption) {
          const captionLines = wrap(block.caption, bold, BODY.size, CONTENT_WIDTH)
          ensure(BODY.leading * (captionLines.length + 2))
          lines(captionLines, bold, PAGE.margin, COLOURS.green)
          y -= 2
        }
        rule(PAGE.margin, y, CONTENT_WIDTH)
        for (const [label, value] of block.rows) {
          const labelLines = wrap(label, bold, BODY.size, labelWidth)
          const valueLines = wrap(value, regular, BODY.size, CONTENT_WIDTH - labelWidth - gap)
          const height = Math.max(labelLines.length, valueLines.length) * BODY.leading + 8
          if (y - height < PAGE.bottom) {
            newPage()
            rule(PAGE.margin, y, CONTENT_WIDTH)
          }
          const top = y - 5
          labelLines.forEach((line, lineIndex) =>
            text(bold, BODY.size, PAGE.margin, top - BODY.size - lineIndex * BODY.leading, line),
          )
          valueLines.forEach((line, lineIndex) =>
            text(regular, BODY.size, PAGE.margin + labelWidth + gap, top - BODY.size - lineIndex * BODY.leading, line),
          )
          y -= height
          rule(PAGE.margin, y, CONTENT_WIDTH)
        }
        y -= 14
        break
      }
      case 'signature': {
        // The name in bold, then the role, kept together on one page.
        const [name = '', ...rest] = block.lines
        const nameLines = wrap(name, bold, BODY.size, CONTENT_WIDTH)
        const restLines = rest.flatMap((line) => wrap(line, regular, BODY.size, CONTENT_WIDTH))
        ensure((nameLines.length + restLines.length) * BODY.leading + 10)
        y -= 4
        lines(nameLines, bold, PAGE.margin)
        lines(restLines, regular, PAGE.margin, COLOURS.muted)
        y -= 7
        break
      }
    }
  }

  const pages = document.getPages()
  pages.forEach((each, pageIndex) => {
    each.drawLine({
      start: { x: PAGE.margin, y: 46 },
      end: { x: PAGE.width - PAGE.margin, y: 46 },
      thickness: 0.75,
      color: COLOURS.rule,
    })
    const footer = `${info.footer}  \u2022  Page ${pageIndex + 1} of ${pages.length}`
    regular.draw(each, footer, PAGE.margin, 32, 8.5, COLOURS.muted)
  })

  document.setTitle(info.title)
  document.setAuthor('Sankofa Academy')
  document.setSubject(info.footer)
  document.setProducer('Sankofa Academy')
  return new Uint8Array(await document.save())
}
