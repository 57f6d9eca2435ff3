import { createDataAttribute, stegaClean } from 'next-sanity'

import { isPreviewing } from './preview'
import { STUDIO_URL } from './studio-url'

/**
 * Click-to-edit for what carries no text (cards, portraits, schedule slots, download links): in draft mode the
 * element gets Sanity's `data-sanity` attribute, so Presentation's overlay opens the document at that field, as
 * a click on a text does through its stega markers (docs/architecture.md#preview). Server code only: a client
 * component receives the finished attribute as a prop, never this module.
 */

/** Where an element's content lives: the published document id, its type, and the field path in it. */
export interface EditSource {
  id: string
  type: string
  /** A Studio path: `name`, `portrait`, or an array item by key, `slots[_key=="abc"]` (see `keyedPath`). */
  path: string
}

/** Spread onto the element: `{ 'data-sanity': … }` in draft mode, nothing otherwise. */
export type EditTarget = { 'data-sanity'?: string }

/**
 * A singleton's document id is its type name (every page query reads `_id == "<type>"`), so a target on a
 * page document or the weekly schedule names the type twice.
 */
export const singletonSource = (type: string, path: string): EditSource => ({ id: type, type, path })

/** The path of an array item by its `_key`, the form Presentation resolves even after items are reordered. */
export const keyedPath = (field: string, key: string): string => `${field}[_key==${JSON.stringify(stegaClean(key))}]`

/**
 * This request's maker of `data-sanity` attributes: draft mode is read here, as the door reads it for content, so
 * a component asks once (`const edit = await editTargets()`) and spreads `edit(source)` onto its elements. Public
 * pages get empty objects, so they ship none of it.
 */
export async function editTargets(): Promise<(source: EditSource) => EditTarget> {
  const preview = await isPreviewing()
  return (source) => editTargetFor(preview, source)
}

/**
 * The attribute for a known draft-mode answer. The id is cleaned of stega and reduced to the published id by
 * `createDataAttribute` (a draft's `drafts.` prefix would name a document Presentation does not open).
 */
export function editTargetFor(preview: boolean, { id, type, path }: EditSource): EditTarget {
  if (!preview) return {}
  const attribute = createDataAttribute({ baseUrl: STUDIO_URL, id: stegaClean(id), type, path })
  return { 'data-sanity': attribute.toString() }
}
