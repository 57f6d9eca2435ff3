import { hasOnlyAllowedCharacters } from './fields.ts'
import { MESSAGES } from './messages.ts'

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const
export type ResumeKind = (typeof RESUME_EXTENSIONS)[number]
export const RESUME_ACCEPT = '.pdf,.doc,.docx'

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The extension of a file name, lower-cased, when it is one of the accepted résumé types. */
export function resumeKindFromName(fileName: string): ResumeKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim())
  const ext = match?.[1]?.toLowerCase()
  return (RESUME_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as ResumeKind) : null
}

/**
 * Checks a chosen file by name and size (what a form can know before sending).
 * Returns the message to show, or null when the file is acceptable.
 */
export function checkResumeFile(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return MESSAGES.resumeRequired
  if (file.size > RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge
  if (!resumeKindFromName(file.name)) return MESSAGES.resumeType
  return null
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46] // %PDF

/** The parts every WordprocessingML package holds (ECMA-376 part 2): what makes a zip a .docx. */
export const DOCX_REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'] as const

const EOCD_SIGNATURE = 0x06054b50
const EOCD_SIZE = 22
const ZIP_COMMENT_MAX = 0xffff
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50
const CENTRAL_ENTRY_SIZE = 46
/** How many bytes from the end of a zip hold its end-of-central-directory record, whatever its comment. */
export const ZIP_TAIL_BYTES = EOCD_SIZE + ZIP_COMMENT_MAX

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0
}

const ZIP_NAME_DECODER = new TextDecoder()

/** Where a zip's central directory is, read from its end-of-central-directory record. */
export interface CentralDirectory {
  offset: number
  size: number
  entries: number
}

/**
 * Finds the end-of-central-directory record in the last bytes of a file (`tail`, the final `tail.length`
 * bytes of a `fileSize`-byte file) and returns where the central directory is. The record must end exactly
 * at the end of the file (its comment included), describe a single-disk archive, and point at a directory
 * that lies before it. ZIP64 archives (sizes or counts at their 0xFFFF… markers) are not résumés: null.
 */
export function findCentralDirectory(tail: Uint8Array, fileSize: number): CentralDirectory | null {
  const tailStart = fileSize - tail.length
  for (let at = tail.length - EOCD_SIZE; at >= 0 && at >= tail.length - ZIP_TAIL_BYTES; at--) {
    if (u32(tail, at) !== EOCD_SIGNATURE) continue
    if (at + EOCD_SIZE + u16(tail, at + 20) !== tail.length) continue
    const disk = u16(tail, at + 4)
    const directoryDisk = u16(tail, at + 6)
    const entriesHere = u16(tail, at + 8)
    const entries = u16(tail, at + 10)
    const size = u32(tail, at + 12)
    const offset = u32(tail, at + 16)
    if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) return null
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null
    if (entries === 0 || offset + size > tailStart + at) return null
    return { offset, size, entries }
  }
  return null
}

/**
 * The entry names of a central directory (its bytes exactly), or null when it is not `entries`
 * well-formed entries filling `directory` (wrong signature, lengths past the end, bytes left over).
 */
export function centralDirectoryNames(
  directory: Uint8Array,
  entries: number,
  directoryOffset: number,
): string[] | null {
  const names: string[] = []
  let at = 0
  for (let i = 0; i < entries; i++) {
    if (at + CENTRAL_ENTRY_SIZE > directory.length || u32(directory, at) !== CENTRAL_ENTRY_SIGNATURE) return null
    const nameLength = u16(directory, at + 28)
    const next = at + CENTRAL_ENTRY_SIZE + nameLength + u16(directory, at + 30) + u16(directory, at + 32)
    if (next > directory.length || u32(directory, at + 42) >= directoryOffset) return null
    names.push(
      ZIP_NAME_DECODER.decode(directory.subarray(at + CENTRAL_ENTRY_SIZE, at + CENTRAL_ENTRY_SIZE + nameLength)),
    )
    at = next
  }
  return at === directory.length ? names : null
}

function isDocxPackage(names: readonly string[] | null): boolean {
  return names !== null && DOCX_REQUIRED_PARTS.every((part) => names.includes(part))
}

/**
 * What a file's bytes are, judged by content: %PDF, an OLE2 compound file (.doc), or a zip whose central
 * directory lists [Content_Types].xml and word/document.xml (.docx).
 */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf'
  if (startsWith(bytes, OLE_SIGNATURE)) return 'doc'
  if (!startsWith(bytes, ZIP_LOCAL_HEADER)) return null
  const directory = findCentralDirectory(bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES)), bytes.length)
  if (!directory) return null
  const names = centralDirectoryNames(
    bytes.subarray(directory.offset, directory.offset + directory.size),
    directory.entries,
    directory.offset,
  )
  return isDocxPackage(names) ? 'docx' : null
}

/**
 * detectResumeKind for a Blob/File without reading it whole: the first bytes, the zip's tail and its
 * central directory are the only parts copied out of the file.
 */
export async function detectResumeKindOfBlob(file: Blob): Promise<ResumeKind | null> {
  const read = async (start: number, end: number) => new Uint8Array(await file.slice(start, end).arrayBuffer())
  const head = await read(0, 8)
  if (startsWith(head, PDF_SIGNATURE)) return 'pdf'
  if (startsWith(head, OLE_SIGNATURE)) return 'doc'
  if (!startsWith(head, ZIP_LOCAL_HEADER)) return null
  const tailStart = Math.max(0, file.size - ZIP_TAIL_BYTES)
  const tail = await read(tailStart, file.size)
  const directory = findCentralDirectory(tail, file.size)
  if (!directory) return null
  const end = directory.offset + directory.size
  const bytes =
    directory.offset >= tailStart
      ? tail.subarray(directory.offset - tailStart, end - tailStart)
      : await read(directory.offset, end)
  return isDocxPackage(centralDirectoryNames(bytes, directory.entries, directory.offset)) ? 'docx' : null
}

export const RESUME_FILE_NAME_MAX = 255

export type ResumeFileName = { ok: true; name: string; kind: ResumeKind } | { ok: false; message: string }

/**
 * The name a résumé is stored under: the base name of what the applicant sent (any folders dropped), with
 * only characters a single-line field accepts, ending in an accepted extension, at most 255 characters
 * (a longer stem is shortened; the extension stays). The caller still checks that the content is that kind.
 */
export function resumeStoredName(sent: string): ResumeFileName {
  if (!hasOnlyAllowedCharacters(sent, 'single')) return { ok: false, message: MESSAGES.resumeFileNameCharacters }
  const base = (sent.split(/[\\/]/).pop() ?? '').trim()
  const kind = resumeKindFromName(base)
  if (!kind) return { ok: false, message: MESSAGES.resumeType }
  const stem = base.slice(0, base.length - kind.length - 1).trim()
  const ext = base.slice(base.length - kind.length)
  const name =
    stem === '' || /^\.+$/.test(stem)
      ? `resume.${kind}`
      : `${Array.from(stem)
          .slice(0, RESUME_FILE_NAME_MAX - ext.length - 1)
          .join('')}.${ext}`
  return { ok: true, name, kind }
}
