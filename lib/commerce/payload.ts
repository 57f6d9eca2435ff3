// Building a payload for an Edge Function: the body to send or the message to show, and the contact fields.
import type { z } from 'zod'

import { firstIssueMessage } from '@/lib/validation/rules'

/** A refused payload's first message for each of its fields that has one, by the field's name in the payload. */
export type FieldMessages = Readonly<Partial<Record<string, string>>>

export type PayloadResult<T> = { ok: true; payload: T } | { ok: false; message: string; fields: FieldMessages }

/**
 * Checks a payload with the schema its function uses and answers the payload itself (what is sent, as
 * built), or the schema's first message with the first message of every field in error (so a form can show them
 * all at once, each beside its field).
 */
export function checkedPayload<T>(schema: z.ZodType<unknown, T>, payload: T): PayloadResult<T> {
  const result = schema.safeParse(payload)
  if (result.success) return { ok: true, payload }
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && fields[field] === undefined) fields[field] = issue.message
  }
  return { ok: false, message: firstIssueMessage(result.error), fields }
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
