import { ConfigError } from './env'
import { errorResponse } from './http'

export type Handler = (req: Request) => Promise<Response>

/**
 * Builds a function's handler from its environment. When configuration is missing the function still
 * starts and answers 503 with a generic message; the details go to the function's log.
 */
export function handlerOrConfigError(name: string, build: () => Handler): Handler {
  try {
    return build()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`[${name}] ${error.message}`)
    return () => Promise.resolve(errorResponse('This service is not configured yet. Please try again later.', 503))
  }
}
