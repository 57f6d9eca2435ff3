import { hasToken, type LakeRequest } from './access'
import { isOnRootPath, isVersionId, type SanityDocument } from './documents'
import { queryFromRequest, runGroq } from './groq'
import { effectsOf, type MendozaEffects } from './mendoza'
import type { ContentLakeStore } from './store'
import type { CommittedTransaction, DocumentChange } from './transaction'

/**
 * `/data/listen`: for each committed transaction, one `mutation` event per changed document that the listen
 * query's filter matches before or after the change, in the shape `@sanity/client`'s `listen()` hands on
 * (`MutationEvent`). The read rule applies as to queries: without a token only root-path documents are seen.
 *
 * The Studio keeps its copies of documents in step from these events alone, as it does against the Content Lake:
 * it applies `effects` (asked for with `effectFormat=mendoza`) to its copy at `previousRev` and calls the
 * outcome `resultRev`, and holds back the events of one transaction until `transactionTotalEvents` of them have
 * arrived (a publish changes the draft and the published document together). So `previousRev` is the revision
 * the document endpoints last answered, `resultRev` the transaction id, which is the new `_rev` they answer
 * from then on, a deleted document included.
 */

export interface ListenSubscription {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  includeAllVersions: boolean
  includeMutations: boolean
  /** `effectFormat=mendoza`: each event carries the change as mendoza patches. */
  withEffects: boolean
  canReadAll: boolean
}

export interface MutationEvent {
  type: 'mutation'
  eventId: string
  documentId: string
  transactionId: string
  transition: 'appear' | 'update' | 'disappear'
  identity: string
  /** Left out when the listener asked `includeMutations=false`. */
  mutations?: unknown[]
  previousRev?: string
  resultRev: string
  result?: SanityDocument
  previous?: SanityDocument | null
  timestamp: string
  visibility: 'query'
  effects?: MendozaEffects
  /** How many events this listener gets for the transaction, and which of them this one is (from 1). */
  transactionTotalEvents: number
  transactionCurrentEvent: number
}

const flag = (url: URL, name: string, fallback: boolean) => {
  const value = url.searchParams.get(name)
  return value === null ? fallback : value === 'true'
}

export function parseListenRequest(request: Pick<LakeRequest, 'url' | 'headers'>): ListenSubscription {
  const { query, params } = queryFromRequest({ ...request, method: 'GET' })
  return {
    query,
    params,
    // @sanity/client always sends includeResult (default true); Sanity's own default is true as well.
    includeResult: flag(request.url, 'includeResult', true),
    includePreviousRevision: flag(request.url, 'includePreviousRevision', false),
    includeAllVersions: flag(request.url, 'includeAllVersions', false),
    includeMutations: flag(request.url, 'includeMutations', true),
    withEffects: request.url.searchParams.get('effectFormat') === 'mendoza',
    canReadAll: hasToken(request),
  }
}

async function matches(subscription: ListenSubscription, document: SanityDocument | null): Promise<boolean> {
  if (!document) return false
  if (!subscription.canReadAll && !isOnRootPath(document._id)) return false
  if (!subscription.includeAllVersions && isVersionId(document._id)) return false
  const found = await runGroq(subscription.query, subscription.params, [document])
  return Array.isArray(found) ? found.length > 0 : found !== null && found !== undefined && found !== false
}

type EventDraft = Omit<MutationEvent, 'transactionTotalEvents' | 'transactionCurrentEvent'>

async function eventFor(
  subscription: ListenSubscription,
  transaction: CommittedTransaction,
  change: DocumentChange,
): Promise<EventDraft | null> {
  const before = await matches(subscription, change.previous)
  const after = await matches(subscription, change.result)
  if (!before && !after) return null
  return {
    type: 'mutation',
    eventId: `${transaction.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.transactionId,
    transition: before && after ? 'update' : after ? 'appear' : 'disappear',
    identity: transaction.identity,
    ...(subscription.includeMutations ? { mutations: change.mutations } : {}),
    previousRev: change.previous?._rev as string | undefined,
    resultRev: transaction.transactionId,
    ...(subscription.includeResult && change.result ? { result: change.result } : {}),
    ...(subscription.includePreviousRevision ? { previous: change.previous } : {}),
    ...(subscription.withEffects ? { effects: effectsOf(change.previous, change.result) } : {}),
    timestamp: transaction.timestamp,
    visibility: 'query',
  }
}

/** The events one listener gets for a transaction, numbered so it knows when it has them all. */
export async function eventsFor(
  subscription: ListenSubscription,
  transaction: CommittedTransaction,
): Promise<MutationEvent[]> {
  const drafts: EventDraft[] = []
  for (const change of transaction.changes) {
    const event = await eventFor(subscription, transaction, change).catch(() => null)
    if (event) drafts.push(event)
  }
  return drafts.map((event, index) => ({
    ...event,
    transactionTotalEvents: drafts.length,
    transactionCurrentEvent: index + 1,
  }))
}

/** Calls `onEvent` for each matching change from now on, in commit order; returns the unsubscribe function. */
export function subscribeListen(
  store: ContentLakeStore,
  subscription: ListenSubscription,
  onEvent: (event: MutationEvent) => void,
): () => void {
  let chain = Promise.resolve()
  return store.subscribe((transaction) => {
    chain = chain.then(async () => {
      for (const event of await eventsFor(subscription, transaction)) onEvent(event)
    })
  })
}

/** One Server-Sent-Events frame. */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export const LISTENER_NAME = 'content-lake-stand-in'
