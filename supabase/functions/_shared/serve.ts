import { ConfigError } from './env.ts'
import { CORS_ALLOWED_HEADERS, errorResponse } from './http.ts'

export type Handler = (req: Request) => Promise<Response>

/**
 * Builds a function's handler from its environment. When configuration is missing the function still
 * starts and answers 503, with a generic message (or the error's publicMessage, e.g. for a missing
 * SITE_URL); the details go to the function's log.
 */
export function handlerOrConfigError(name: string, build: () => Handler): Handler {
  try {
    return build()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`[${name}] ${error.message}`)
    // No trusted origin is known without configuration; an error message alone is safe to share.
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    }
    return (req) =>
      Promise.resolve(
        req.method === 'OPTIONS'
          ? new Response(null, { status: 204, headers: cors })
          : errorResponse(
              error.publicMessage ?? 'This service is not configured yet. Please try again later.',
              503,
              cors,
            ),
      )
  }
}
