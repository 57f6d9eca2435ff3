import type { z } from 'zod'

import { HttpError } from './http.ts'
import { firstIssueMessage } from './validation/issues.ts'

/** Parses input with a schema; a failure is a 400 carrying the schema's first message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error))
  return result.data
}
