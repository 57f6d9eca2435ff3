import type { AuthUser, AuthVerifier } from './deps.ts'
import { bearerToken } from './http.ts'

/**
 * The signed-in user behind the request's bearer token, or null. The site's client sends the anon key as
 * bearer when nobody is signed in; Auth rejects it, which simply means "no user".
 */
export async function optionalUser(req: Request, auth: AuthVerifier): Promise<AuthUser | null> {
  const token = bearerToken(req)
  if (!token) return null
  try {
    return await auth.getUser(token)
  } catch (error) {
    console.error('[auth] getUser failed', error)
    return null
  }
}
