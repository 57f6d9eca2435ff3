// Building a payload for an Edge Function: the body to send or the message to show, and the contact fields.
import type { z } from 'zod'

import { firstIssueMessage } from '@/lib/validation/rules'

export type PayloadResult<T> = { ok: true; payload: T } | { ok: false; message: string }

/**
 * Checks a payload with the schema its function uses and answers the payload itself (what is sent, as
 * built), or the schema's first message (what the form shows).
 */
export function checkedPayload<T>(schema: z.ZodType<unknown, T>, payload: T): PayloadResult<T> {
  const result = schema.safeParse(payload)
  return result.success ? { ok: true, payload } : { ok: false, message: firstIssueMessage(result.error) }
}

/** What the donation and enrolment forms ask of the person paying (as typed; the schemas trim and check). */
export interface ContactFields {
  email: string
  firstName: string
  lastName: string
}

/** The fields as the payment functions receive them: trimmed, the e-mail lower-cased. */
export function normalisedContact(fields: ContactFields, email: string = fields.email): ContactFields {
  return { email: email.trim().toLowerCase(), firstName: fields.firstName.trim(), lastName: fields.lastName.trim() }
}
