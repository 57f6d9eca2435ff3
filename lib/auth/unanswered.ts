import { AUTH_MESSAGES } from '@/lib/validation/rules'

/**
 * Why a login or sign-up got no answer, in the visitor's words, or null when the account service did answer and
 * refused (a 4xx: wrong password, unconfirmed address), whose own message or the form's stands. The client reports
 * a dropped connection as status 0 ("Failed to fetch") and a server fault as 5xx ("Internal Server Error"):
 * neither text means anything to a parent. A thrown error (the account's code did not download) is the
 * connection too.
 */
export function unansweredMessage(error: unknown): string | null {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400 && status < 500) return null
  return typeof status === 'number' && status >= 500 ? AUTH_MESSAGES.serviceDown : AUTH_MESSAGES.unreachable
}
