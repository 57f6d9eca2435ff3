import type { z } from 'zod'

import { loadBrowserClient } from './browser'
import type { FunctionAnswers } from './function-answers'

/** Which answer a call expects (./function-answers.ts): `checkout`, `download` or `application`. */
export type AnswerName = keyof FunctionAnswers

/**
 * Calls an Edge Function through the browser's Supabase client (which sends the signed-in session's token
 * as the bearer, or the anon key) and checks the answer with the named schema. A plain object is sent as JSON; a
 * FormData as multipart/form-data (supabase-js leaves the Content-Type with its boundary to fetch), which is
 * how the careers form sends the résumé file itself. The schemas (and zod) load with the call, not with the page.
 */
export type InvokeResult<T> =
  | { ok: true; data: T }
  /**
   * `message` is the function's own `{ error }` text when it sent one. `unanswered`: no answer came (offline, a
   * dropped connection, the code of the client did not download, or none within the call's time limit).
   */
  | { ok: false; reason: 'not-configured' | 'failed' | 'unanswered'; message: string | null; status: number | null }

/**
 * How long a call may go unanswered before it is given up: a form never says "Processing..." for ever. Creating
 * a payment session takes a few seconds; a résumé upload on a slow phone connection may take longer (its caller
 * passes more).
 */
export const FUNCTION_TIMEOUT_MS = 30_000

const UNANSWERED = { ok: false, reason: 'unanswered', message: null, status: null } as const

/**
 * The function's own words when it refused the request (a 4xx with an `{ error }`: a product no longer sold, a
 * résumé that is not what its name says), which a form shows as they are; null for a fault or no answer, which
 * each form words itself.
 */
export function refusalOf(result: { message: string | null; status: number | null }): string | null {
  return result.status !== null && result.status < 500 ? result.message : null
}

interface ErrorWithResponse {
  context?: unknown
}

async function messageOf(error: unknown): Promise<{ message: string | null; status: number | null }> {
  const response = (error as ErrorWithResponse | null)?.context
  if (!(response instanceof Response)) return { message: null, status: null }
  try {
    const body: unknown = await response.clone().json()
    const text = typeof body === 'object' && body && 'error' in body ? (body as { error: unknown }).error : null
    return { message: typeof text === 'string' && text.trim() ? text : null, status: response.status }
  } catch {
    return { message: null, status: response.status }
  }
}

export async function invokeFunction<N extends AnswerName>(
  name: string,
  body: Record<string, unknown> | FormData,
  answer: N,
  { timeoutMs = FUNCTION_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<InvokeResult<z.output<FunctionAnswers[N]>>> {
  const loading = loadBrowserClient()
  if (!loading) return { ok: false, reason: 'not-configured', message: null, status: null }
  try {
    const answers = import('./function-answers')
    const supabase = await loading
    const { data, error } = await supabase.functions.invoke(name, { body, timeout: timeoutMs })
    // The client names a request that got no response (including one it aborted at the time limit) so.
    if ((error as { name?: unknown } | null)?.name === 'FunctionsFetchError') return UNANSWERED
    if (error) return { ok: false, reason: 'failed', ...(await messageOf(error)) }
    const schema: FunctionAnswers[N] = (await answers).FUNCTION_ANSWERS[answer]
    const parsed = schema.safeParse(data)
    return parsed.success
      ? { ok: true, data: parsed.data as z.output<FunctionAnswers[N]> }
      : { ok: false, reason: 'failed', message: null, status: null }
  } catch {
    return UNANSWERED
  }
}
