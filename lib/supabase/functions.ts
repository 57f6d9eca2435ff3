// First: zod without its JIT probe (an eval the CSP refuses), before the schemas below are built.
import '@/lib/validation/jitless'
import { z } from 'zod'
import { loadBrowserClient } from './browser'

/** What create-donation and create-payment answer: where the browser goes to pay (never a script URL). */
export const checkoutAnswer = z.object({ url: z.url({ protocol: /^https?$/ }) })

/** What generate-download-link answers: the short-lived signed URL of the file. */
export const downloadAnswer = z.object({ downloadUrl: z.url({ protocol: /^https?$/ }) })

/** What send-career-application answers once the application and its résumé are stored. */
export const applicationAnswer = z.object({ success: z.literal(true) })

/**
 * Calls an Edge Function through the browser's Supabase client (which sends the signed-in session's token
 * as the bearer, or the anon key) and checks the answer with a schema. A plain object is sent as JSON; a
 * FormData as multipart/form-data (supabase-js leaves the Content-Type with its boundary to fetch), which is
 * how the careers form sends the résumé file itself.
 */
export type InvokeResult<T> =
  | { ok: true; data: T }
  /** `message` is the function's own `{ error }` text when it sent one. */
  | { ok: false; reason: 'not-configured' | 'failed'; message: string | null; status: number | null }

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

export async function invokeFunction<S extends z.ZodType>(
  name: string,
  body: Record<string, unknown> | FormData,
  answer: S,
): Promise<InvokeResult<z.output<S>>> {
  const loading = loadBrowserClient()
  if (!loading) return { ok: false, reason: 'not-configured', message: null, status: null }
  try {
    const supabase = await loading
    const { data, error } = await supabase.functions.invoke(name, { body })
    if (error) return { ok: false, reason: 'failed', ...(await messageOf(error)) }
    const parsed = answer.safeParse(data)
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, reason: 'failed', message: null, status: null }
  } catch {
    return { ok: false, reason: 'failed', message: null, status: null }
  }
}
