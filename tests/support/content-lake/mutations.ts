import { randomUUID } from 'node:crypto'

import { Mutation } from '@sanity/mutator'
import { z } from 'zod'

import type { SanityDocument } from './documents'
import { runGroq } from './groq'
import { LakeError, type Transaction } from './transaction'

/**
 * The mutations of `/data/mutate`: create, createOrReplace, createIfNotExists, delete (by id or query) and patch
 * (by id or query). A patch's operations (set, unset, setIfMissing, inc, dec, insert, diffMatchPatch) are applied
 * by `@sanity/mutator`, the same engine the Studio applies them with, so paths such as `body[_key=="a"].text`
 * mean exactly what they mean to the Studio.
 */

const documentSchema = z.looseObject({ _id: z.string().optional(), _type: z.string().min(1) })
const selectionSchema = z.union([
  z.looseObject({ id: z.string().min(1) }),
  z.looseObject({ query: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() }),
])
const patchSchema = z.looseObject({ ifRevisionID: z.string().optional() }).and(selectionSchema)

export const mutationSchema = z.union([
  z.object({ create: documentSchema }),
  z.object({ createOrReplace: documentSchema.extend({ _id: z.string().min(1) }) }),
  z.object({ createIfNotExists: documentSchema.extend({ _id: z.string().min(1) }) }),
  z.object({ delete: selectionSchema }),
  z.object({ patch: patchSchema }),
])
export type LakeMutation = z.infer<typeof mutationSchema>

/** The ids a delete or patch selects: its `id`, or every document its `query` returns. */
async function selectedIds(tx: Transaction, selection: z.infer<typeof selectionSchema>): Promise<string[]> {
  if ('id' in selection && typeof selection.id === 'string') return [selection.id]
  const { query, params } = selection as { query: string; params?: Record<string, unknown> }
  const found = await runGroq(query, params ?? {}, tx.all())
  const list = Array.isArray(found) ? found : [found]
  return list.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as { _id?: unknown })._id === 'string'
      ? [(item as { _id: string })._id]
      : [],
  )
}

/** A new id for a create without one; an id ending in a dot (`drafts.`) gets one under that path. */
const newId = (id: string | undefined) =>
  id === undefined ? randomUUID() : id.endsWith('.') ? `${id}${randomUUID()}` : id

export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete'
}

export async function applyMutation(tx: Transaction, raw: unknown): Promise<MutationResult[]> {
  const parsed = mutationSchema.safeParse(raw)
  if (!parsed.success) throw new LakeError(400, 'mutationError', `Malformed mutation: ${JSON.stringify(raw)}`)
  const mutation = parsed.data
  if ('create' in mutation) {
    const id = newId(mutation.create._id)
    if (tx.get(id)) throw new LakeError(409, 'mutationError', `Document by ID "${id}" already exists`)
    tx.put(id, { ...mutation.create, _id: id } as SanityDocument, { create: { ...mutation.create, _id: id } })
    return [{ id, operation: 'create' }]
  }
  if ('createOrReplace' in mutation) {
    const { _id: id } = mutation.createOrReplace
    const previous = tx.get(id)
    const createdAt = previous ? { _createdAt: previous._createdAt } : {}
    const document = { ...mutation.createOrReplace, ...createdAt } as SanityDocument
    // Recorded as stored (a replaced document keeps its creation time), so a listener replaying the mutation
    // ends with the document the endpoints answer.
    tx.put(id, document, { createOrReplace: document })
    return [{ id, operation: previous ? 'update' : 'create' }]
  }
  if ('createIfNotExists' in mutation) {
    const { _id: id } = mutation.createIfNotExists
    if (tx.get(id)) return []
    tx.put(id, mutation.createIfNotExists as SanityDocument, mutation)
    return [{ id, operation: 'create' }]
  }
  if ('delete' in mutation) {
    const ids = (await selectedIds(tx, mutation.delete)).filter((id) => tx.get(id))
    for (const id of ids) tx.put(id, null, { delete: { id } })
    return ids.map((id) => ({ id, operation: 'delete' }))
  }
  const ids = await selectedIds(tx, mutation.patch)
  const results: MutationResult[] = []
  for (const id of ids) {
    const current = tx.get(id)
    if (!current) throw new LakeError(404, 'documentNotFoundError', `Document "${id}" not found`)
    const { ifRevisionID, query: _query, params: _params, ...operations } = mutation.patch as Record<string, unknown>
    if (typeof ifRevisionID === 'string' && ifRevisionID !== current._rev) {
      throw new LakeError(
        409,
        'conflictError',
        `Document "${id}" has unexpected revision ID ("${String(current._rev)}"), expected "${ifRevisionID}"`,
      )
    }
    const patch = { ...operations, id }
    const next = new Mutation({ mutations: [{ patch: patch as never }] }).apply(structuredClone(current))
    tx.put(id, next as SanityDocument | null, { patch })
    results.push({ id, operation: 'update' })
  }
  return results
}
