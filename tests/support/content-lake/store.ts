import { applyAction } from './actions'
import type { SanityDocument } from './documents'
import { applyMutation, type MutationResult } from './mutations'
import { Transaction, type CommittedTransaction } from './transaction'

export type TransactionListener = (transaction: CommittedTransaction) => void

/**
 * The stand-in's dataset: documents in memory, changed only by whole transactions (mutations or actions), each
 * announced to the listeners (listen streams, the publish webhook). Transactions run one after another, as on the
 * Content Lake, so two requests arriving together cannot interleave their changes.
 */
export class ContentLakeStore {
  private documents: Map<string, SanityDocument>
  private readonly listeners = new Set<TransactionListener>()
  private queue: Promise<unknown> = Promise.resolve()

  constructor(documents: SanityDocument[] = []) {
    // What an imported dataset holds: every document with a revision and its times.
    const seededAt = new Date().toISOString()
    this.documents = new Map(
      documents.map((document, index) => [
        document._id,
        { _createdAt: seededAt, _updatedAt: seededAt, _rev: `seed${index}`, ...document },
      ]),
    )
  }

  /** Every document, drafts and versions included (what a `raw` read with a token sees). */
  all(): SanityDocument[] {
    return [...this.documents.values()]
  }

  get(id: string): SanityDocument | null {
    return this.documents.get(id) ?? null
  }

  subscribe(listener: TransactionListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** `/data/mutate`: the mutations in one transaction; the results say which documents changed and how. */
  mutate(
    mutations: unknown[],
    options: { transactionId?: string; identity?: string } = {},
  ): Promise<{ transactionId: string; results: (MutationResult & { document: SanityDocument | null })[] }> {
    return this.run(options, async (tx) => {
      const results: MutationResult[] = []
      for (const mutation of mutations) results.push(...(await applyMutation(tx, mutation)))
      return results.map((result) => ({ ...result, document: tx.get(result.id) }))
    }).then(({ transactionId, value }) => ({ transactionId, results: value }))
  }

  /** `/data/actions`: the actions in one transaction. */
  act(
    actions: unknown[],
    options: { transactionId?: string; identity?: string } = {},
  ): Promise<{ transactionId: string }> {
    return this.run(options, async (tx) => {
      for (const action of actions) await applyAction(tx, action)
    }).then(({ transactionId }) => ({ transactionId }))
  }

  private run<T>(
    options: { transactionId?: string; identity?: string },
    work: (tx: Transaction) => Promise<T>,
  ): Promise<{ transactionId: string; value: T }> {
    const next = this.queue.then(async () => {
      const tx = new Transaction(this.documents, options.transactionId)
      const value = await work(tx)
      const { documents, committed } = tx.finish(options.identity ?? 'stand-in-editor')
      this.documents = documents
      if (committed.changes.length > 0) for (const listener of this.listeners) listener(committed)
      return { transactionId: tx.transactionId, value }
    })
    this.queue = next.catch(() => undefined)
    return next
  }
}
