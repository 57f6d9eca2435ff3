import { readFileSync } from 'node:fs'

import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { makePdf, type PdfBlock } from '@/lib/pdf/document'
import { PDF_FONT_FILES, pdfFontBytes, type PdfFace } from '@/lib/pdf/fonts'
import { lineText, PdfTextFace, wrap } from '@/lib/pdf/text'
import { fontCodePoints } from '@/scripts/fonts/font-cmap'
import { PDF_FONTS, SITE_FONTS } from '@/scripts/fonts/site-fonts'

import { readPdf } from '../support/pdf-text'

/** Every line pdf.js reads in a PDF, page by page. */
const pdfLines = async (bytes: Uint8Array) => (await readPdf(bytes)).pages

/** A face of the packets, and a page that records what is drawn on it instead of drawing it. */
async function recordingFace(face: PdfFace) {
  const bytes = (await pdfFontBytes())[face]
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  const text = new PdfTextFace(await document.embedFont(bytes, { subset: true }), bytes)
  const drawn: Array<{ text: string; x: number; y: number }> = []
  const page = {
    drawText: (value: string, options: { x: number; y: number }) => drawn.push({ text: value, ...options }),
  } as unknown as PDFPage
  return { text, drawn, page }
}

describe('the PDF fonts', () => {
  it('are the static cuts lib/fonts lists, read from the paths Next traces', () => {
    expect(Object.fromEntries(Object.entries(PDF_FONTS).map(([face, font]) => [face, font.file]))).toEqual(
      PDF_FONT_FILES,
    )
  })

  it('hold exactly the characters of the web font of their family', () => {
    for (const font of Object.values(PDF_FONTS)) {
      const web = SITE_FONTS.find((each) => each.family === font.family)
      expect(web, font.file).toBeDefined()
      const expected = [...fontCodePoints(readFileSync(web?.file ?? ''))].sort((a, b) => a - b)
      expect(
        [...fontCodePoints(readFileSync(font.file))].sort((a, b) => a - b),
        font.file,
      ).toEqual(expected)
    }
  })
})

describe('lines of text', () => {
  it('are drawn in NFC, without invisible characters, with any space as a space', () => {
    expect(lineText('Ade\u0301\u1e63o\u0323la\u0301\u00ad\u200d\n Ok\ufe0f')).toBe('Adéṣọlá  Ok')
  })

  it('put a tone mark on a dotted vowel over its letter, in Inter and in Fraunces', async () => {
    for (const face of ['regular', 'bold', 'heading'] as const) {
      const { text, drawn, page } = await recordingFace(face)
      text.draw(page, 'Bọ̀ Ẹ̀', 100, 500, 20, rgb(0, 0, 0))
      expect(drawn.map((each) => each.text)).toEqual(['Bọ', '\u0300', ' Ẹ', '\u0300'])
      const [first, mark, second, capitalMark] = drawn
      const letterStart = (run: typeof first, letter: string) =>
        (run?.x ?? 0) + text.font.widthOfTextAtSize(run?.text.slice(0, -letter.length) ?? '', 20)
      // The mark sits over its letter, not after it; over a capital it is raised.
      for (const [run, letter, placed] of [
        [first, 'ọ', mark],
        [second, 'Ẹ', capitalMark],
      ] as const) {
        const start = letterStart(run, letter)
        const width = text.font.widthOfTextAtSize(letter, 20)
        const markWidth = text.font.widthOfTextAtSize('\u0300', 20)
        expect(placed?.x, face).toBeGreaterThan(start - markWidth)
        expect(placed?.x, face).toBeLessThan(start + width - markWidth / 4)
      }
      expect(mark?.y, face).toBeGreaterThanOrEqual(500)
      expect(capitalMark?.y ?? 0, face).toBeGreaterThan(mark?.y ?? 0)
      // The mark takes no room of its own.
      expect(text.width('Bọ̀', 20)).toBeCloseTo(text.font.widthOfTextAtSize('Bọ', 20))
    }
  })

  it('wrap at the width with the font’s widths and never drop a word', async () => {
    const { text } = await recordingFace('regular')
    const words = 'Adéṣọlá Ọlábọ̀dé teaches Èdè Yorùbá and market maths in cedis (₵) on Tuesdays and Thursdays'
    const lines = wrap(words, text, 10.5, 120)
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(text.width(line, 10.5)).toBeLessThanOrEqual(120)
    expect(lines.join(' ')).toBe(words.normalize('NFC'))
  })
})

describe('makePdf', () => {
  const rows = Array.from({ length: 80 }, (_, index): [string, string] => [
    `Row ${index + 1}`,
    `Ọjọ́ ${index + 1}: ẹ kú àárọ̀, ₵${index + 1}`,
  ])
  const blocks: PdfBlock[] = [
    { kind: 'title', text: 'Kaabọ̀: a test packet', subtitle: 'For families • Ọdún Ẹ̀kọ́ 2025-2026' },
    { kind: 'p', text: 'Dear families,' },
    { kind: 'signature', lines: ['Adéṣọlá Ọlábọ̀dé', 'Head of School, Sankofa Academy'] },
    { kind: 'h', text: 'A long table' },
    { kind: 'table', caption: 'Every day', rows, labelWidth: 64 },
    { kind: 'list', items: ['One 🌍 emoji and one 中 character the fonts lack', 'Two'] },
  ]

  it('breaks long content across US Letter pages, each with its footer, and keeps every row', async () => {
    const bytes = await makePdf(blocks, { title: 'Test packet', footer: 'Sankofa Academy • Test packet' })
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe('Test packet')
    expect(document.getPages().every((page) => page.getWidth() === 612 && page.getHeight() === 792)).toBe(true)
    const pages = await pdfLines(bytes)
    expect(pages.length).toBeGreaterThan(2)
    pages.forEach((lines, index) =>
      expect(lines.at(-1)).toBe(`Sankofa Academy • Test packet • Page ${index + 1} of ${pages.length}`),
    )
    const text = pages.flat()
    expect(text).toContain('Kaabọ̀: a test packet'.normalize('NFC'))
    expect(text).toContain('For families • Ọdún Ẹ̀kọ́ 2025-2026'.normalize('NFC'))
    expect(text).toContain('Adéṣọlá Ọlábọ̀dé'.normalize('NFC'))
    for (const [label, value] of rows) expect(text).toContain(`${label} ${value}`.normalize('NFC'))
    expect(text.some((line) => line.startsWith('One') && line.includes('emoji and one'))).toBe(true)
  })

  it('gives the same bytes for the same content', async () => {
    const info = { title: 'Test packet', footer: 'Sankofa Academy • Test packet' }
    expect(Buffer.from(await makePdf(blocks, info)).equals(Buffer.from(await makePdf(blocks, info)))).toBe(true)
  })
})
