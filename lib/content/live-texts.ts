import { getPublishedId, studioPath } from '@sanity/client/csm'
import { decodeSanityNodeData } from '@sanity/visual-editing-csm'
import { vercelStegaDecodeAll, vercelStegaSplit } from '@vercel/stega'

/**
 * Texts that follow the Studio as staff type, in the Presentation frame (docs/architecture.md#preview).
 *
 * A text the page shows in preview carries an edit marker naming its document and field. The frame asks
 * Presentation for those documents and the one the page is about (`previewQuestion`); the Studio answers from its
 * own copy, unsaved keystrokes included, and answers again on every change. Each marked text is then set to its
 * field's latest value at once, and each new answer re-renders the page on the server, which shows the rest.
 */

/** Run by the Studio, not by the site: every document whose text the framed page shows. */
export const PREVIEW_DOCUMENTS_QUERY = '*[_id in $ids]'

/** The document a page is about, as the content map names it for Presentation (`:param` segments in `route`). */
export interface PageDocumentRule {
  readonly route: string
  readonly filter: string
}

/** What the frame asks Presentation, and with which parameters. */
export interface PreviewQuestion {
  readonly query: string
  readonly params: Readonly<Record<string, unknown>>
}

/** The route's parameters when `pathname` is one of its pages (`/blog/:slug` and `/blog/a-post`), else null. */
export function routeParams(route: string, pathname: string): Record<string, string> | null {
  const wanted = route.split('/')
  const given = pathname.replace(/\/+$/, '').split('/')
  if (route === '/' || pathname === '/') return route === pathname ? {} : null
  if (wanted.length !== given.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? ''
    if (segment.startsWith(':')) {
      if (!value) return null
      try {
        params[segment.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (segment !== value) return null
  }
  return params
}

/**
 * The documents the framed page shows: those its marked texts name, and the one the page is about (the first rule
 * whose route matches, as Presentation picks it). Every change staff make to any of them comes back as a new answer,
 * so the page also hears of edits to what it shows without a text of its own (an image, a time, an order).
 */
export function previewQuestion(
  ids: readonly string[],
  pathname: string,
  rules: readonly PageDocumentRule[],
): PreviewQuestion {
  for (const rule of rules) {
    const params = routeParams(rule.route, pathname)
    if (params) return { query: `*[_id in $ids || (${rule.filter})]`, params: { ...params, ids } }
  }
  return { query: PREVIEW_DOCUMENTS_QUERY, params: { ids } }
}

/** The document and field a text shows. */
export interface FieldMark {
  /** The published id (a draft's marker names the same document). */
  readonly id: string
  /** Sanity's path syntax: `title`, `body[_key=="a1"].children[_key=="b2"].text`. */
  readonly path: string
  /** What a person reads: the text without its marker. */
  readonly visible: string
  /** The invisible marker, kept when the visible part changes so click-to-edit still finds the field. */
  readonly marker: string
}

/**
 * The field a text shows, when the text is exactly one field's value followed by its marker (how React renders
 * `{post.title}`). A text built from several values, or with words around the value, is left to the server render.
 */
export function fieldMark(text: string): FieldMark | null {
  const { cleaned, encoded } = vercelStegaSplit(text)
  if (!encoded || !text.endsWith(encoded) || cleaned + encoded !== text) return null
  const payloads = vercelStegaDecodeAll<unknown>(encoded)
  if (payloads.length !== 1) return null
  const payload = payloads[0]
  if (typeof payload !== 'object' || payload === null || (payload as { origin?: unknown }).origin !== 'sanity.io') {
    return null
  }
  const node = decodeSanityNodeData(payload as { origin: string; href: string })
  // A marker that could not be read back to a document and path stays as it came (Sanity's other node shape).
  if (!node || !('id' in node) || !node.id || !node.path) return null
  return { id: getPublishedId(node.id), path: node.path, visible: cleaned, marker: encoded }
}

/** The documents of a Presentation answer, by published id. Anything that is not a document is skipped. */
export function documentsById(answer: unknown): Map<string, Record<string, unknown>> {
  const byId = new Map<string, Record<string, unknown>>()
  if (!Array.isArray(answer)) return byId
  for (const document of answer as unknown[]) {
    if (typeof document !== 'object' || document === null) continue
    const id = (document as { _id?: unknown })._id
    if (typeof id === 'string') byId.set(getPublishedId(id), document as Record<string, unknown>)
  }
  return byId
}

/** A field's latest text, or undefined when the document is not in the answer or the field holds no text. */
export function latestText(documents: ReadonlyMap<string, Record<string, unknown>>, mark: FieldMark) {
  const document = documents.get(mark.id)
  if (!document) return undefined
  try {
    const value: unknown = studioPath.get(document, mark.path)
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}
