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
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46] // %PDF

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (ch) => ch.charCodeAt(0))
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/** What a file's bytes are, judged by content: %PDF, an OLE2 compound file (.doc), or a zip holding word/ (.docx). */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf'
  if (startsWith(bytes, OLE_SIGNATURE)) return 'doc'
  if (startsWith(bytes, ZIP_SIGNATURE) && containsAscii(bytes, 'word/')) return 'docx'
  return null
}
