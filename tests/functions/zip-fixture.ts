/** Builds small, real zip files (stored entries, CRC-32, central directory, end record) for the résumé tests. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function le(size: 2 | 4, value: number): number[] {
  return size === 2
    ? [value & 0xff, (value >>> 8) & 0xff]
    : [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]
}

export interface ZipOptions {
  /** Archive comment after the end record (the parser must find the record behind it). */
  comment?: string
}

/** A zip holding the given entries (name -> content), stored without compression. */
export function zip(entries: Record<string, string | Uint8Array>, options: ZipOptions = {}): Uint8Array {
  const encoder = new TextEncoder()
  const local: number[] = []
  const central: number[] = []
  let count = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name)
    const data = typeof content === 'string' ? encoder.encode(content) : content
    const crc = crc32(data)
    const offset = local.length
    const common = [
      ...le(2, 20),
      ...le(2, 0),
      ...le(2, 0),
      ...le(2, 0),
      ...le(2, 0x21),
      ...le(4, crc),
      ...le(4, data.length),
      ...le(4, data.length),
      ...le(2, nameBytes.length),
      ...le(2, 0),
    ]
    local.push(...le(4, 0x04034b50), ...common, ...nameBytes, ...data)
    central.push(
      ...le(4, 0x02014b50),
      ...le(2, 20),
      ...common,
      ...le(2, 0),
      ...le(2, 0),
      ...le(2, 0),
      ...le(4, 0),
      ...le(4, offset),
      ...nameBytes,
    )
    count += 1
  }
  const comment = encoder.encode(options.comment ?? '')
  const end = [
    ...le(4, 0x06054b50),
    ...le(2, 0),
    ...le(2, 0),
    ...le(2, count),
    ...le(2, count),
    ...le(4, central.length),
    ...le(4, local.length),
    ...le(2, comment.length),
    ...comment,
  ]
  return new Uint8Array([...local, ...central, ...end])
}

/** The smallest package Word would recognise as a .docx: content types, package relationships, the document. */
export function minimalDocx(text = 'Curriculum vitae'): Uint8Array {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  })
}
