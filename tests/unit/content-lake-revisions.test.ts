import type { SanityClient, SanityDocument } from '@sanity/client'
import { Mutation } from '@sanity/mutator'
import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { standInClient, startContentLakeStandIn, type ContentLakeStandIn } from '@/tests/support/content-lake'

/**
 * What the Studio needs from the stand-in to keep its copy of a document in step, as it does against the Content
 * Lake: it reads the draft and the published document once, then follows them through listen events alone. It
 * applies each event's mendoza `effects` to its copy at `previousRev` (the preview and document stores) and the
 * event's `mutations` to the same copy (the form's buffered document), and calls the result `resultRev`. Publish
 * turns into Published when the published document's `_rev` changes that way. So after an edit and a publish,
 * the followed copies must be exactly what the document endpoint answers, `_rev` included.
 */

const TOKEN = 'sk-stand-in-editor'
const TIMBUKTU = 'blogPost-the-libraries-and-scholars-of-timbuktu'
const DRAFT = `drafts.${TIMBUKTU}`
const NEW_EXCERPT = 'How Timbuktu’s families kept their manuscripts safe through wars, floods and sandstorms.'

let lake: ContentLakeStandIn
let editor: SanityClient

beforeAll(async () => {
  lake = await startContentLakeStandIn({ token: TOKEN })
  editor = standInClient(lake, { token: TOKEN })
})

afterAll(async () => {
  await lake?.close()
})

interface ListenEvent {
  type: string
  documentId: string
  transactionId: string
  transition: string
  previousRev?: string
  resultRev?: string
  mutations?: unknown[]
  effects?: { apply: unknown[]; revert: unknown[] }
  transactionTotalEvents?: number
  transactionCurrentEvent?: number
}

type Copy = SanityDocument | undefined

/** The preview store's step (applyMutationEventEffects in the Studio). */
function applyEffects(current: Copy, event: ListenEvent): Copy {
  if (event.previousRev !== current?._rev) throw new Error(`${event.documentId} out of step at ${current?._rev}`)
  if (!event.effects) throw new Error('Mutation event is missing effects')
  const { _rev: _ignored, ...content } = current ?? ({} as SanityDocument)
  const next = applyPatch(current ? content : undefined, event.effects.apply) as SanityDocument | null
  return next ? { ...next, _rev: event.resultRev! } : undefined
}

/** The form's step: the event's mutations through @sanity/mutator, as its buffered document applies them. */
function applyMutations(current: Copy, event: ListenEvent): Copy {
  const mutation = new Mutation({
    mutations: event.mutations as never,
    transactionId: event.transactionId,
    previousRev: event.previousRev,
    resultRev: event.resultRev,
  })
  return (mutation.apply(current ?? null) as SanityDocument | null) ?? undefined
}

/** Follows the draft and the published post as the Studio's document pair does. */
async function followPair() {
  const ids = [TIMBUKTU, DRAFT]
  const events: ListenEvent[] = []
  let welcomed: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (welcomed = resolve))
  const subscription = editor
    .listen(
      '*[_id in $ids]',
      { ids },
      {
        events: ['welcome', 'mutation'],
        includeResult: false,
        includeAllVersions: true,
        effectFormat: 'mendoza',
      },
    )
    .subscribe((event) => {
      if (event.type === 'welcome') welcomed()
      if (event.type === 'mutation') events.push(event as unknown as ListenEvent)
    })
  await ready
  const [published, draft] = await editor.getDocuments(ids)
  const byEffects = new Map<string, Copy>([
    [TIMBUKTU, published ?? undefined],
    [DRAFT, draft ?? undefined],
  ])
  const byMutations = new Map(byEffects)
  return {
    events,
    byEffects,
    byMutations,
    /** Applies every event heard so far; returns how many there were. */
    catchUp(from = 0) {
      for (const event of events.slice(from)) {
        byEffects.set(event.documentId, applyEffects(byEffects.get(event.documentId), event))
        byMutations.set(event.documentId, applyMutations(byMutations.get(event.documentId), event))
      }
      return events.length
    },
    stop: () => subscription.unsubscribe(),
  }
}

const withoutUpdatedAt = (document: Copy) => {
  if (!document) return document
  const { _updatedAt: _ignored, ...rest } = document
  return rest
}

const settle = async (events: ListenEvent[], count: number) => {
  for (let tries = 0; events.length < count && tries < 100; tries++) await new Promise((r) => setTimeout(r, 20))
}

describe('revisions a Studio can follow', () => {
  it('an edit and a publish leave the followed copies equal to what the document endpoint answers', async () => {
    const pair = await followPair()
    const edit = await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: DRAFT,
      publishedId: TIMBUKTU,
      patch: { set: { excerpt: NEW_EXCERPT } },
    })
    await settle(pair.events, 1)
    const seen = pair.catchUp()
    expect(pair.events[0]).toMatchObject({
      documentId: DRAFT,
      transactionId: edit.transactionId,
      resultRev: edit.transactionId,
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
    expect(pair.byEffects.get(DRAFT)).toEqual(await editor.getDocument(DRAFT))
    // The mutations cannot say when the Content Lake stamped the change, so that copy keeps its old `_updatedAt`.
    expect(withoutUpdatedAt(pair.byMutations.get(DRAFT))).toEqual(withoutUpdatedAt(await editor.getDocument(DRAFT)))

    const publishedRev = pair.byEffects.get(TIMBUKTU)?._rev
    const publish = await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: DRAFT,
      publishedId: TIMBUKTU,
      ifPublishedRevisionId: publishedRev,
    })
    await settle(pair.events, seen + 2)
    pair.catchUp(seen)
    pair.stop()

    const publishEvents = pair.events.slice(seen)
    // One transaction, two documents: the Studio waits for both before it shows either.
    expect(publishEvents.map((event) => [event.documentId, event.transition, event.transactionCurrentEvent])).toEqual(
      expect.arrayContaining([
        [TIMBUKTU, 'update', expect.any(Number)],
        [DRAFT, 'disappear', expect.any(Number)],
      ]),
    )
    expect(publishEvents.every((event) => event.transactionId === publish.transactionId)).toBe(true)
    expect(publishEvents.every((event) => event.resultRev === publish.transactionId)).toBe(true)
    expect(publishEvents.every((event) => event.transactionTotalEvents === 2)).toBe(true)
    // The delete patch the Studio recognises a gone draft by.
    expect(publishEvents.find((event) => event.documentId === DRAFT)?.effects?.apply).toEqual([0, null])

    const published = await editor.getDocument(TIMBUKTU)
    expect(published?.excerpt).toBe(NEW_EXCERPT)
    expect(published?._rev).toBe(publish.transactionId)
    expect(published?._rev).not.toBe(publishedRev)
    expect(pair.byEffects.get(TIMBUKTU)).toEqual(published)
    expect(withoutUpdatedAt(pair.byMutations.get(TIMBUKTU))).toEqual(withoutUpdatedAt(published))
    expect(pair.byEffects.get(DRAFT)).toBeUndefined()
    expect(pair.byMutations.get(DRAFT)).toBeUndefined()

    // A query reads the same revision as the document endpoint.
    expect(await editor.fetch('*[_id == $id][0]._rev', { id: TIMBUKTU })).toBe(publish.transactionId)
  })

  it('a listener that does not ask for mendoza gets no effects, as from the Content Lake', async () => {
    const events: ListenEvent[] = []
    let welcomed: () => void = () => undefined
    const ready = new Promise<void>((resolve) => (welcomed = resolve))
    const subscription = editor
      .listen('*[_id == $id]', { id: DRAFT }, { events: ['welcome', 'mutation'] })
      .subscribe((event) => {
        if (event.type === 'welcome') welcomed()
        if (event.type === 'mutation') events.push(event as unknown as ListenEvent)
      })
    await ready
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: DRAFT,
      publishedId: TIMBUKTU,
      patch: { set: { featured: true } },
    })
    await settle(events, 1)
    subscription.unsubscribe()
    expect(events[0]?.documentId).toBe(DRAFT)
    expect(events[0]?.effects).toBeUndefined()
    expect(events[0]?.mutations?.length).toBeGreaterThan(0)
  })
})
