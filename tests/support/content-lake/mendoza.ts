import { isDeepStrictEqual } from 'node:util'

import type { SanityDocument } from './documents'

/**
 * Mendoza patches, the `effects` the Content Lake puts on every listen event (`effectFormat=mendoza`): `apply`
 * turns the document before the transaction into the one after it, `revert` the other way. The Studio's stores
 * apply them (the `mendoza` package has only that decoder, `applyPatch`), always to the document without `_rev`,
 * and read `[0, null]` as "the document is gone".
 *
 * The encoder below is deliberately small: a document that appears or disappears is one whole value (op 0,
 * `Value`); an edited document keeps its unchanged fields and names only the top-level fields that were deleted
 * (op 19, `ObjectDeleteField`, by position among the input's sorted keys) or set (op 17, `ObjectSetFieldValue`,
 * value then key). Op codes as in mendoza's internal-patcher.ts.
 */

export type MendozaPatch = unknown[]

export interface MendozaEffects {
  apply: MendozaPatch
  revert: MendozaPatch
}

const VALUE = 0
const OBJECT_SET_FIELD_VALUE = 17
const OBJECT_DELETE_FIELD = 19

/** The document as the Studio applies patches to it: without its revision. */
function content(document: SanityDocument | null): Record<string, unknown> | null {
  if (!document) return null
  const { _rev: _ignored, ...rest } = document
  return rest
}

/** A patch that turns `from` into `to` (both documents without `_rev`, or null for "no document"). */
export function encodePatch(from: Record<string, unknown> | null, to: Record<string, unknown> | null): MendozaPatch {
  if (from === null || to === null) return [VALUE, to]
  const patch: MendozaPatch = []
  // The decoder numbers an object's fields in the order of its sorted keys (plain `sort()`), so must this.
  const fromKeys = Object.keys(from).sort()
  fromKeys.forEach((key, index) => {
    if (!(key in to)) patch.push(OBJECT_DELETE_FIELD, index)
  })
  for (const key of Object.keys(to).sort()) {
    if (!(key in from) || !isDeepStrictEqual(from[key], to[key])) patch.push(OBJECT_SET_FIELD_VALUE, to[key], key)
  }
  return patch
}

/** The `effects` of one document's change in a transaction. */
export function effectsOf(previous: SanityDocument | null, result: SanityDocument | null): MendozaEffects {
  const before = content(previous)
  const after = content(result)
  return { apply: encodePatch(before, after), revert: encodePatch(after, before) }
}
