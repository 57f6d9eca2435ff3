import { createHmac } from 'node:crypto'

import { isOnRootPath } from './documents'
import type { CommittedTransaction } from './transaction'

/**
 * The publish webhook as Sanity sends it to the site's `/api/revalidate` (docs/behaviour.md, publishing): after a
 * transaction that changed a published document (published, edited live, unpublished or deleted), a POST of the
 * projection `{_id, _type}` signed `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`.
 * Sanity's webhook filter is a project setting; the stand-in sends for every published document, never for drafts
 * or versions. Deliveries are recorded so a test can read what the site answered.
 */

export interface WebhookConfig {
  url: string
  secret: string
}

export interface WebhookDelivery {
  url: string
  body: string
  /** The site's answer, or null when the request failed (`error` says why). */
  status: number | null
  responseBody: string
  error?: string
  sentAt: string
  answeredAt: string
}

export function signWebhook(body: string, secret: string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`
}

export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = []
  private pending = new Set<Promise<void>>()

  constructor(private readonly config: WebhookConfig) {}

  /** Sends one delivery per published document the transaction changed. */
  onTransaction = (transaction: CommittedTransaction): void => {
    for (const change of transaction.changes) {
      const document = change.result ?? change.previous
      if (!document || !isOnRootPath(change.id)) continue
      const delivery = this.deliver(JSON.stringify({ _id: change.id, _type: document._type }))
      this.pending.add(delivery)
      void delivery.finally(() => this.pending.delete(delivery))
    }
  }

  /** Resolves once every delivery started so far has been answered (or failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }

  private async deliver(body: string): Promise<void> {
    const sentAt = new Date().toISOString()
    const record = (fields: Pick<WebhookDelivery, 'status' | 'responseBody' | 'error'>) =>
      this.deliveries.push({ url: this.config.url, body, sentAt, answeredAt: new Date().toISOString(), ...fields })
    try {
      const response = await fetch(this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': signWebhook(body, this.config.secret),
        },
        body,
      })
      record({ status: response.status, responseBody: await response.text() })
    } catch (error) {
      record({ status: null, responseBody: '', error: error instanceof Error ? error.message : String(error) })
    }
  }
}
