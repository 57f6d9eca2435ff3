/**
 * A page's table of contents, built from its own headings (docs/behaviour.md#pages): every heading (h2) is an
 * entry, every subheading (h3) an entry under the heading before it, and each FAQ topic an entry after the
 * text. Each gets an id made from its words (`/privacy#who-processes-your-data`), unique on the page, which
 * the heading carries and the contents link to. Pure, so the ids are the same wherever they are worked out.
 */

export interface TocEntry {
  /** The heading's id on the page (the link is `#<id>`). */
  id: string
  text: string
  children: TocEntry[]
}

interface Span {
  text?: string | null
}
interface Block {
  _key: string
  _type: string
  style?: string | null
  children?: readonly Span[] | null
}
interface Topic {
  _key: string
  title: string
}

export interface TableOfContents {
  entries: TocEntry[]
  /** The id of each heading block and FAQ topic, by its `_key`. */
  idByKey: ReadonlyMap<string, string>
}

const MAX_ID_LENGTH = 60
/** Used when a heading has no letters or digits at all (only emoji or punctuation). */
const FALLBACK_ID = 'section'

/** "Who processes your data?" → "who-processes-your-data"; accents and apostrophes dropped ("Children’s data" → "childrens-data"). */
export function headingId(text: string): string {
  const id = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    // Also drops the invisible edit markers Sanity adds to text in preview, so an id never changes with them.
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ID_LENGTH)
    .replace(/^-+|-+$/g, '')
  return id || FALLBACK_ID
}

export const blockText = (block: Pick<Block, 'children'>): string =>
  (block.children ?? []).map((span) => span.text ?? '').join('')

export function tableOfContents(body: readonly Block[], topics: readonly Topic[] = []): TableOfContents {
  const taken = new Set<string>()
  const idByKey = new Map<string, string>()
  const uniqueId = (text: string) => {
    const base = headingId(text)
    let id = base
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
    taken.add(id)
    return id
  }
  const entries: TocEntry[] = []
  const add = (key: string, text: string, level: 2 | 3) => {
    const trimmed = text.trim()
    if (!trimmed) return
    const entry: TocEntry = { id: uniqueId(trimmed), text: trimmed, children: [] }
    idByKey.set(key, entry.id)
    const parent = entries.at(-1)
    if (level === 3 && parent) parent.children.push(entry)
    else entries.push(entry)
  }
  for (const block of body) {
    if (block._type !== 'block') continue
    if (block.style === 'h2') add(block._key, blockText(block), 2)
    else if (block.style === 'h3') add(block._key, blockText(block), 3)
  }
  for (const topic of topics) add(topic._key, topic.title, 2)
  return { entries, idByKey }
}
