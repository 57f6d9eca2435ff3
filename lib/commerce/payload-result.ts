// What building a payload for an Edge Function gives a form: the body to send, or the message to show.
import type { z } from 'zod'
import { firstIssueMessage } from '@/lib/validation'

export type PayloadResult<T> = { ok: true; payload: T } | { ok: false; message: string }

/**
 * Checks a payload with the schema its function uses and answers the payload itself (what is sent, as the
 * spec shapes it), or the schema's first message (what the form shows).
 */
export function checkedPayload<T>(schema: z.ZodType<unknown, T>, payload: T): PayloadResult<T> {
  const result = schema.safeParse(payload)
  return result.success ? { ok: true, payload } : { ok: false, message: firstIssueMessage(result.error) }
}
