import { randomUUID } from 'node:crypto'

import type { SanityDocument } from './documents'

/** An error the Content Lake answers with: HTTP status plus Sanity's `{error: {type, description}}` body. */
export class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    description: string,
  ) {
    super(description)
  }
  get body() {
    return { error: { type: this.type, description: this.message } }
  }
}

/** One document's change within a transaction, as listeners and webhooks see it. */
export interface DocumentChange {
  id: string
  previous: SanityDocument | null
  result: SanityDocument | null
  /** The mutations that touched it (actions are recorded as the mutations they amount to). */
  mutations: unknown[]
}

export interface CommittedTransaction {
  transactionId: string
  timestamp: string
  identity: string
  changes: DocumentChange[]
}

/**
 * A transaction over a working copy of the documents: every change lands in the copy, and the store swaps it in
 * only when all of them succeeded (the Content Lake applies a transaction whole or not at all). Every changed
 * document's `_rev` becomes the transaction id, as on the Content Lake.
 */
export class Transaction {
  readonly transactionId: string
  readonly timestamp = new Date().toISOString()
  private readonly working: Map<string, SanityDocument>
  private readonly touched = new Map<string, DocumentChange>()

  constructor(
    private readonly committed: ReadonlyMap<string, SanityDocument>,
    transactionId?: string,
  ) {
    this.transactionId = transactionId ?? randomUUID().replaceAll('-', '')
    this.working = new Map(committed)
  }

  get(id: string): SanityDocument | null {
    return this.working.get(id) ?? null
  }

  all(): SanityDocument[] {
    return [...this.working.values()]
  }

  /** Writes (or with null, deletes) a document, recording the mutation that did it. */
  put(id: string, document: SanityDocument | null, mutation: unknown): void {
    const change = this.touched.get(id) ?? { id, previous: this.committed.get(id) ?? null, result: null, mutations: [] }
    change.mutations.push(mutation)
    const stamped: SanityDocument | null = document && {
      _createdAt: this.timestamp,
      ...document,
      _id: id,
      _rev: this.transactionId,
      _updatedAt: this.timestamp,
    }
    change.result = stamped
    this.touched.set(id, change)
    if (stamped) this.working.set(id, stamped)
    else this.working.delete(id)
  }

  /** The documents after the transaction, and what changed. */
  finish(identity: string): { documents: Map<string, SanityDocument>; committed: CommittedTransaction } {
    return {
      documents: this.working,
      committed: {
        transactionId: this.transactionId,
        timestamp: this.timestamp,
        identity,
        changes: [...this.touched.values()],
      },
    }
  }
}
