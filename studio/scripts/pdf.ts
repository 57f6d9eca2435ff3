/**
 * A small, dependency-free PDF 1.4 writer for the fixture documents (welcome packets): Helvetica text
 * pages with word wrap, correct xref offsets and an /Info title. WinAnsi text only (others are dropped).
 */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')
const ascii = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...').replace(/[^\x20-\x7e]/g, '')

export function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.5))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  return lines
}

export interface PdfBlock {
  kind: 'title' | 'h' | 'p' | 'li'
  text: string
}

export function makePdf(blocks: readonly PdfBlock[], info: { title: string }): Buffer {
  const pages: string[][] = [[]]
  let y = 760
  const put = (font: string, size: number, text: string, indent = 0, gap = 4) => {
    for (const line of wrap(ascii(text), size, 500 - indent)) {
      if (y < 60) {
        pages.push([])
        y = 760
      }
      pages.at(-1)?.push(`BT /${font} ${size} Tf ${56 + indent} ${y} Td (${esc(line)}) Tj ET`)
      y -= size + gap
    }
  }
  for (const block of blocks) {
    if (block.kind === 'title') {
      put('F2', 20, block.text, 0, 8)
      y -= 6
    } else if (block.kind === 'h') {
      y -= 8
      put('F2', 13, block.text, 0, 5)
    } else if (block.kind === 'li') {
      put('F1', 11, `- ${block.text}`, 12)
    } else {
      put('F1', 11, block.text)
      y -= 6
    }
  }
  const objects: string[] = []
  const add = (body: string) => {
    objects.push(body)
    return objects.length
  }
  const catalog = add('')
  const pagesId = add('')
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  const pageIds: number[] = []
  pages.forEach((ops, index) => {
    const footer = `BT /F1 9 Tf 56 30 Td (${esc(`${ascii(info.title)} - page ${index + 1} of ${pages.length}`)}) Tj ET`
    const stream = [...ops, footer].join('\n')
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    pageIds.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`))
  })
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`
  const infoId = add(`<< /Title (${esc(ascii(info.title))}) /Author (Sankofa Academy) /Producer (Sankofa Academy welcome packets) >>`)
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
