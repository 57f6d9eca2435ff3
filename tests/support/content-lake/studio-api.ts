import { randomBytes } from 'node:crypto'

import type { LakeRequest } from './access'

/**
 * What the Studio asks Sanity's API besides the dataset (who is signed in, the project, its datasets and grants,
 * per-user settings, onboarding and version checks), answered as a one-person project whose only member edits
 * everything. One answer per endpoint, shared by the Content Lake stand-in's http server (which the browser reaches
 * on loopback) and the browser stand-in inside Playwright (sanity-api.ts).
 *
 * Signing in: the stand-in lists one provider, "Local editor, no account". Its address redirects straight back to
 * the Studio with a session id in the hash (`#sid=…`), which the Studio exchanges at `/auth/fetch` for a token it
 * then sends as `Authorization: Bearer`; the token is one the stand-in accepts as the editor's.
 */

export interface StudioUser {
  id: string
  name: string
  email: string
}

export interface StudioApi {
  projectId: string
  dataset: string
  user: StudioUser
  /** Tokens handed out by the sign-in flow, accepted as the signed-in editor's. */
  sessions: Set<string>
  /** Session ids waiting to be exchanged for a token at /auth/fetch. */
  pendingSignIns: Map<string, string>
}

export type StudioAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; contentType: string; body: string }
  | { kind: 'redirect'; location: string }

export const STAND_IN_PROVIDER = { name: 'stand-in', title: 'Local editor, no account' } as const

export function createStudioApi(options: Omit<StudioApi, 'sessions' | 'pendingSignIns'>): StudioApi {
  return { ...options, sessions: new Set(), pendingSignIns: new Map() }
}

const json = (body: unknown, status = 200): StudioAnswer => ({ kind: 'json', status, body })

/**
 * Where the sign-in may send the browser back to: the Studio on this machine only, so the stand-in is never an
 * open redirect.
 */
export function isLoopbackOrigin(raw: string | null): raw is string {
  if (!raw) return false
  try {
    const { protocol, hostname } = new URL(raw)
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]')
    )
  } catch {
    return false
  }
}

/** The address the request was sent to (the Host header), for links the stand-in hands out. */
function requestOrigin(request: LakeRequest): string {
  const host = request.headers.host
  return host ? `${request.url.protocol}//${host}` : request.url.origin
}

export function currentUserOf(user: StudioUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    provider: STAND_IN_PROVIDER.name,
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access' }],
  }
}

function projectOf({ projectId, user }: StudioApi) {
  return {
    id: projectId,
    displayName: 'Sankofa Academy (stand-in)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    members: [
      {
        id: user.id,
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
        isCurrentUser: true,
        isRobot: false,
      },
    ],
    features: [],
  }
}

const GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'] },
]

/**
 * The Studio's non-dataset endpoints. `path` is the request's path without its API version; `signedIn` says
 * whether the request carries a token the stand-in accepts. Undefined: not a Studio endpoint.
 */
export function answerStudioRequest(
  api: StudioApi,
  request: LakeRequest,
  path: string,
  signedIn: boolean,
): StudioAnswer | undefined {
  const { projectId, dataset } = api
  const { method, url } = request

  // Signing in and out.
  if (path === '/auth/providers') {
    return json({
      thirdPartyLogin: false,
      sso: { saml: false },
      providers: [{ ...STAND_IN_PROVIDER, url: `${requestOrigin(request)}/v1/auth/login/${STAND_IN_PROVIDER.name}` }],
    })
  }
  if (path === `/auth/login/${STAND_IN_PROVIDER.name}`) {
    const origin = url.searchParams.get('origin')
    if (!isLoopbackOrigin(origin)) {
      return json({ error: 'Bad Request', message: 'origin must be a Studio on this machine', statusCode: 400 }, 400)
    }
    const sessionId = randomBytes(18).toString('base64url')
    api.pendingSignIns.set(sessionId, `sk-stand-in-session-${randomBytes(24).toString('base64url')}`)
    const back = new URL(origin)
    back.hash = `sid=${sessionId}`
    return { kind: 'redirect', location: back.href }
  }
  if (path === '/auth/fetch') {
    const sessionId = url.searchParams.get('sid') ?? ''
    const token = api.pendingSignIns.get(sessionId)
    if (!token) return json({ error: 'Unauthorized', message: 'Unknown or used session id', statusCode: 401 }, 401)
    api.pendingSignIns.delete(sessionId)
    api.sessions.add(token)
    return json({ token })
  }
  if (path === '/auth/logout') return json({ ok: true })
  if (path === '/auth/id') {
    return signedIn ? json({ id: api.user.id }) : json({ error: 'Unauthorized', statusCode: 401 }, 401)
  }
  if (path === '/users/me') return json(signedIn ? currentUserOf(api.user) : {})

  // Per-user settings (the Studio remembers layout choices here): nothing stored, every write accepted.
  if (path.startsWith('/users/me/keyvalue')) {
    if (method === 'GET') {
      const keys = decodeURIComponent(path.slice('/users/me/keyvalue/'.length)).split(',').filter(Boolean)
      return json(keys.map((key) => ({ key, value: null })))
    }
    return json(Array.isArray(request.body) ? request.body : [])
  }

  // The project, its datasets and what the editor may do.
  if (path === `/projects/${projectId}` || path === `/projects/${projectId}/`) return json(projectOf(api))
  if (path === `/projects/${projectId}/datasets/${dataset}/acl` || path === '/acl') return json(GRANTS)
  if (path === `/projects/${projectId}/user-applications`) return json([])
  // Requests for another role: the one member has every permission already.
  if (path === '/access/requests/me') return json([])
  // Project-wide grants (releases and other paid features ask them): none beyond the dataset's.
  if (path === `/projects/${projectId}/grants`) return json({})
  if (path.startsWith(`/projects/${projectId}/datasets`)) return json([{ name: dataset, aclMode: 'private' }])
  if (path === '/features' || path.startsWith(`/projects/${projectId}/features`)) return json([])
  if (path.startsWith(`/schedules/${projectId}/`)) return json({ schedules: [] })

  // Sanity's module version check: this Studio is supported and current.
  if (path === '/help' || path.startsWith('/versions'))
    return json({ isSupported: true, isUpToDate: true, outdated: [] })
  // Onboarding and upsell messages, schema descriptor sync: nothing to say.
  if (path.startsWith('/journey/') || path.startsWith('/descriptors/')) return json({})
  // Telemetry: refused, so the Studio sends none.
  if (path === '/intake/telemetry-status') return json({ status: 'denied' })
  if (path.startsWith('/intake/')) return json({})
  return undefined
}
