/**
 * The font files the PDFs are set in: static TrueType cuts of the site's Inter and Fraunces, with the same
 * characters as the web fonts (scripts/fonts/site-fonts.ts `PDF_FONTS`, cut by `npm run fonts:subset`).
 *
 * They are read from the repository at run time, from the server's working directory like the fixtures. The
 * paths are written out in full here, not taken from `PDF_FONTS`, so that Next's output file tracing can see
 * which files the route reads and ships them with it (tests/unit/pdf-document.test.ts keeps the two lists equal).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export type PdfFace = 'regular' | 'bold' | 'heading'

/** The files' paths, relative to the repository, by face. */
export const PDF_FONT_FILES: Record<PdfFace, string> = {
  regular: 'lib/fonts/inter-regular.ttf',
  bold: 'lib/fonts/inter-bold.ttf',
  heading: 'lib/fonts/fraunces-semibold.ttf',
}

let loaded: Promise<Record<PdfFace, Uint8Array>> | null = null

/** The bytes of each face, read once per process. */
export function pdfFontBytes(): Promise<Record<PdfFace, Uint8Array>> {
  loaded ??= Promise.all([
    readFile(path.join(process.cwd(), 'lib/fonts/inter-regular.ttf')),
    readFile(path.join(process.cwd(), 'lib/fonts/inter-bold.ttf')),
    readFile(path.join(process.cwd(), 'lib/fonts/fraunces-semibold.ttf')),
  ]).then(
    ([regular, bold, heading]) => ({ regular, bold, heading }),
    (error: unknown) => {
      loaded = null
      throw error
    },
  )
  return loaded
}
