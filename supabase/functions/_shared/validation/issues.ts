import type { z } from 'zod'

import { MESSAGES } from './messages.ts'

/** The first message of a failed parse: what a form or a function shows for bad input. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.invalidRequest
}
