import { z } from 'zod'

import { DRAFTS_PREFIX, publishedIdOf, type SanityDocument } from './documents'
import { applyMutation } from './mutations'
import { LakeError, type Transaction } from './transaction'

/**
 * The Actions API (`/data/actions`), which the Sanity 5 Studio uses for every document operation that is not a
 * live-edit: `edit` for typing (creating the draft from the published document first), `publish`, `unpublish`,
 * `discard`, `delete`, `create`, `replaceDraft` and the release-version actions. Each is carried out as the plain
 * mutations it amounts to, within the request's one transaction.
 */

const revisionLocks = {
  ifDraftRevisionId: z.string().optional(),
  ifPublishedRevisionId: z.string().optional(),
}

export const actionSchema = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: z.string().min(1),
    attributes: z.looseObject({ _id: z.string().optional(), _type: z.string().min(1) }),
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
    patch: z.record(z.string(), z.unknown()),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
    ...revisionLocks,
  }),
  z.object({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
  }),
  z.object({ actionType: z.literal('sanity.action.document.discard'), draftId: z.string().min(1) }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: z.string().min(1),
    includeDrafts: z.array(z.string()).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: z.string().min(1),
    attributes: z.looseObject({ _id: z.string().optional(), _type: z.string().min(1) }),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.create'),
    publishedId: z.string().min(1),
    document: z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) }).optional(),
    baseId: z.string().optional(),
    versionId: z.string().optional(),
  }),
  z.object({ actionType: z.literal('sanity.action.document.version.discard'), versionId: z.string().min(1) }),
  z.object({
    actionType: z.literal('sanity.action.document.version.replace'),
    document: z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) }),
  }),
])
export type LakeAction = z.infer<typeof actionSchema>

const without = (document: SanityDocument, ...fields: string[]) =>
  Object.fromEntries(Object.entries(document).filter(([field]) => !fields.includes(field))) as SanityDocument

const need = (document: SanityDocument | null, id: string): SanityDocument => {
  if (!document) throw new LakeError(409, 'actionError', `Document "${id}" does not exist`)
  return document
}

export async function applyAction(tx: Transaction, raw: unknown): Promise<void> {
  const parsed = actionSchema.safeParse(raw)
  if (!parsed.success)
    throw new LakeError(400, 'actionError', `Unsupported or malformed action: ${JSON.stringify(raw)}`)
  const action = parsed.data
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = action.attributes._id ?? `${DRAFTS_PREFIX}${action.publishedId}`
      if (tx.get(id) && action.ifExists === 'ignore') return
      await applyMutation(tx, { create: { ...action.attributes, _id: id } })
      return
    }
    case 'sanity.action.document.edit': {
      if (!tx.get(action.draftId)) {
        const published = need(tx.get(action.publishedId), action.publishedId)
        await applyMutation(tx, { create: { ...without(published, '_rev', '_updatedAt'), _id: action.draftId } })
      }
      await applyMutation(tx, { patch: { ...action.patch, id: action.draftId } })
      return
    }
    case 'sanity.action.document.publish': {
      const draft = need(tx.get(action.draftId), action.draftId)
      const published = tx.get(action.publishedId)
      if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev)
        throw new LakeError(409, 'actionError', `Draft "${action.draftId}" has changed since it was read`)
      if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev)
        throw new LakeError(409, 'actionError', `Document "${action.publishedId}" has changed since it was read`)
      await applyMutation(tx, {
        createOrReplace: { ...without(draft, '_rev', '_updatedAt', '_createdAt'), _id: action.publishedId },
      })
      await applyMutation(tx, { delete: { id: action.draftId } })
      return
    }
    case 'sanity.action.document.unpublish': {
      const published = need(tx.get(action.publishedId), action.publishedId)
      if (!tx.get(action.draftId)) {
        await applyMutation(tx, { create: { ...without(published, '_rev', '_updatedAt'), _id: action.draftId } })
      }
      await applyMutation(tx, { delete: { id: action.publishedId } })
      return
    }
    case 'sanity.action.document.discard':
      need(tx.get(action.draftId), action.draftId)
      await applyMutation(tx, { delete: { id: action.draftId } })
      return
    case 'sanity.action.document.delete':
      for (const id of [action.publishedId, ...(action.includeDrafts ?? [])]) {
        await applyMutation(tx, { delete: { id } })
      }
      return
    case 'sanity.action.document.replaceDraft': {
      const id = action.attributes._id ?? `${DRAFTS_PREFIX}${action.publishedId}`
      await applyMutation(tx, { createOrReplace: { ...action.attributes, _id: id } })
      return
    }
    case 'sanity.action.document.version.create': {
      if (action.document) {
        await applyMutation(tx, { create: action.document })
        return
      }
      if (!action.baseId || !action.versionId)
        throw new LakeError(400, 'actionError', 'version.create needs a document, or a baseId and a versionId')
      const base = need(tx.get(action.baseId), action.baseId)
      if (publishedIdOf(action.versionId) !== action.publishedId)
        throw new LakeError(
          400,
          'actionError',
          `Version "${action.versionId}" is not a version of "${action.publishedId}"`,
        )
      await applyMutation(tx, {
        create: { ...without(base, '_rev', '_updatedAt', '_createdAt'), _id: action.versionId },
      })
      return
    }
    case 'sanity.action.document.version.discard':
      need(tx.get(action.versionId), action.versionId)
      await applyMutation(tx, { delete: { id: action.versionId } })
      return
    case 'sanity.action.document.version.replace':
      await applyMutation(tx, { createOrReplace: action.document })
      return
  }
}
