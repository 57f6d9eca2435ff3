/**
 * The launch check's finder (`npm run check:content`, docs/content-model.md#launch-check): the values in the
 * content that are stand-ins for the real thing, so staff know what to replace before the site goes live.
 * Pure: it reads documents (the fixtures, or the published documents of the connected dataset) and names
 * each placeholder with its document, its field and why it counts as one.
 */

export type PlaceholderKind =
  'example-address' | 'fictional-phone' | 'made-up-video' | 'review-notice' | 'placeholder-text'

export interface PlaceholderFinding {
  documentId: string
  documentType: string
  /** The document's title or name, when it has one (what staff see in the Studio's list). */
  documentTitle: string | null
  /** The field, as the Studio names it: `contact.email`, `quickLinks[_key=="steam-site"].href`. */
  path: string
  value: string
  kind: PlaceholderKind
}

/** Why each kind is a placeholder, as the report says it. */
export const PLACEHOLDER_REASONS: Record<PlaceholderKind, string> = {
  'example-address':
    'an example address (a .example or example.com domain, or an “example” profile name): put the real one, or remove it',
  'fictional-phone': 'a 555 telephone number, reserved for fiction: put the real number',
  'made-up-video': 'a made-up video id that plays nothing: put the id of the real video',
  'review-notice': 'the page still says it awaits review: empty the notice once the text has been approved',
  'placeholder-text': 'placeholder wording (lorem ipsum, TODO, TBD, [insert …]): write the real text',
}

/**
 * Video ids the bundled content was written with: they name no real video. The testimonial's
 * (`homePage.testimonialVideo.videoId`) is one; tests/unit/check-content.test.ts checks that every YouTube
 * id in the fixtures is listed here, so a new made-up one cannot slip through.
 */
export const MADE_UP_VIDEO_IDS: readonly string[] = ['sKf2025Acad']

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export interface CheckedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** Host names reserved for examples by RFC 2606/6761: `*.example`, and example.com, .net and .org. */
const EXAMPLE_HOST = /(?:^|[^a-z0-9.-])(?:[a-z0-9-]+\.)*(?:[a-z0-9-]+\.example|example\.(?:com|net|org))(?![a-z0-9-])/i
/** A link (http, https, mailto) with "example" anywhere in it, e.g. a social profile `…/SankofaAcademyExample`. */
const EXAMPLE_LINK = /^(?:https?:\/\/|mailto:)\S*example/i
/** North American numbers with 555 as the area code or the exchange, and seven-digit 555-xxxx. */
const NANP = /(?:\+?1[\s.-]*)?\(?\b(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})\b/g
const SEVEN_DIGIT_555 = /(?<![\d)-])\b555[\s.-]\d{4}\b/
const PLACEHOLDER_WORDS = [
  /lorem ipsum/i,
  /\b(?:TODO|TBD|FIXME|XXX+)\b/,
  /\[(?:insert|add|your|placeholder)\b[^\]]*\]/i,
  /\bplaceholder\b/i,
]

function isFictionalPhone(text: string): boolean {
  for (const match of text.matchAll(NANP)) if (match[1] === '555' || match[2] === '555') return true
  return SEVEN_DIGIT_555.test(text)
}

/** The kinds of placeholder one string value is (a field named `reviewNotice` is one by being filled in). */
export function placeholderKinds(value: string, field: string): PlaceholderKind[] {
  const kinds: PlaceholderKind[] = []
  if (field === 'reviewNotice') return value.trim() ? ['review-notice'] : []
  if (EXAMPLE_HOST.test(value) || EXAMPLE_LINK.test(value.trim())) kinds.push('example-address')
  if (isFictionalPhone(value)) kinds.push('fictional-phone')
  if (MADE_UP_VIDEO_IDS.some((id) => value.includes(id))) kinds.push('made-up-video')
  if (PLACEHOLDER_WORDS.some((pattern) => pattern.test(value))) kinds.push('placeholder-text')
  return kinds
}

const titleOf = (document: CheckedDocument): string | null => {
  const title = [document.title, document.name, document.question, document.text].find(
    (value) => typeof value === 'string',
  )
  return typeof title === 'string' ? title : null
}

const itemSegment = (item: unknown, index: number): string =>
  item !== null && typeof item === 'object' && typeof (item as { _key?: unknown })._key === 'string'
    ? `[_key==${JSON.stringify((item as { _key: string })._key)}]`
    : `[${index}]`

/** Every placeholder in the documents, in document order. Asset documents and `_` fields are not content. */
export function findPlaceholders(documents: readonly CheckedDocument[]): PlaceholderFinding[] {
  const findings: PlaceholderFinding[] = []
  for (const document of documents) {
    if (document._type.startsWith('sanity.') || document._type.startsWith('system.')) continue
    const documentTitle = titleOf(document)
    const visit = (value: unknown, path: string, field: string) => {
      if (typeof value === 'string') {
        for (const kind of placeholderKinds(value, field)) {
          findings.push({ documentId: document._id, documentType: document._type, documentTitle, path, value, kind })
        }
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${path}${itemSegment(item, index)}`, field))
      } else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value as Record<string, Json>)) {
          if (key.startsWith('_')) continue
          visit(inner, path ? `${path}.${key}` : key, key)
        }
      }
    }
    visit(document, '', '')
  }
  return findings
}
