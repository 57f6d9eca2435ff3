import type { z } from 'zod'

/** The first message per top-level field of a failed parse, for showing beside each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form')
    errors[field] ??= issue.message
  }
  return errors
}
