import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * What a PDF reader finds in a file (pdf.js, as Firefox reads it): its title and each page's lines. A line ends
 * where pdf.js sees one end; its pieces (a run, a tone mark drawn on its own) are joined, in NFC.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string; pages: string[][] }> {
  const loading = getDocument({ data: bytes.slice() })
  const pdf = await loading.promise
  const { info } = await pdf.getMetadata()
  const pages: string[][] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const lines: string[] = []
    let line = ''
    for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
      if (!('str' in item)) continue
      line += item.str
      if (item.hasEOL) {
        if (line.trim()) lines.push(line.trim().normalize('NFC'))
        line = ''
      }
    }
    if (line.trim()) lines.push(line.trim().normalize('NFC'))
    pages.push(lines)
  }
  await loading.destroy()
  const title = info && typeof info === 'object' && 'Title' in info ? String(info.Title) : ''
  return { title, pages }
}
