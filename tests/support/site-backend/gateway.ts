/** Like Supabase's API gateway: Auth, REST and Storage need this project's anon or service-role key as `apikey`. */
import { verifyJwt } from '../../../scripts/configured/jwt'
import { json } from './http'

/** Paths the gateway serves without an apikey: the JWKS, health, a signed Storage download, and the test hooks. */
const OPEN_PATHS = [
  /^\/auth\/v1\/\.well-known\/jwks\.json$/,
  /^\/auth\/v1\/health$/,
  /^\/storage\/v1\/object\/sign\//,
  /^\/__stand-in\//,
]

/** The gateway's 401 for a request without a valid project key, or null to let it through. */
export async function gatewayRefusal(req: Request, pathname: string): Promise<Response | null> {
  if (OPEN_PATHS.some((open) => open.test(pathname))) return null
  const apikey = req.headers.get('apikey')
  if (!apikey)
    return json(
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      401,
    )
  const verified = await verifyJwt(apikey)
  if (!verified.ok || verified.claims.role === 'authenticated') {
    return json(
      { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      401,
    )
  }
  return null
}
