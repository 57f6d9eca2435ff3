/**
 * The GoTrue subset the site and the Edge Functions call, on /auth/v1: sign-up (e-mail confirmation on, and
 * every address confirmed at once, as if the link had been opened), password and refresh-token grants,
 * GET /user, logout, and an empty JWKS (HS256 keys are not published; auth-js then asks /user).
 * Passwords are salted scrypt hashes in memory; given a database, each signed-up user is also a row of
 * auth.users so foreign keys and RLS see them. Tests that make their own auth.users rows register those
 * users with addUser and get a session's access token for each.
 */
import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type postgres from 'postgres'
import { z } from 'zod'

import { JWT_ISSUER, signJwt, verifyJwt, type Claims } from '../../../scripts/configured/jwt'
import { bearer, json, readJsonBody } from './http'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>

/** GoTrue's default minimum password length. */
export const PASSWORD_MIN_LENGTH = 6
/** Access token lifetime (GoTrue's default, JWT_EXPIRY 3600); STAND_IN_JWT_EXPIRY overrides it. */
const ACCESS_TOKEN_SECONDS = Number(process.env.STAND_IN_JWT_EXPIRY ?? 3600)
/** GoTrue accepts a refresh token again this long after it was used (concurrent tabs and the server). */
const REFRESH_REUSE_SECONDS = 10

/** A user a test made itself (its auth.users row too, if it needs one). */
export interface StandInUser {
  id: string
  email: string
  /** Default true; false: GET /user answers `email_confirmed_at: null`. */
  emailConfirmed?: boolean
}

interface StoredUser {
  id: string
  email: string
  /** Null for a user added by a test: no password signs it in. */
  password: { salt: Buffer; hash: Buffer } | null
  createdAt: string
  confirmedAt: string | null
  lastSignInAt: string | null
}

interface Session {
  id: string
  userId: string
  /** The refresh token now valid, and the ones it replaced (with when they were used). */
  current: string
  used: Map<string, number>
}

const credentialsSchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), password: z.string() })
const refreshSchema = z.object({ refresh_token: z.string().min(1) })

/** GoTrue's error body (no X-Supabase-Api-Version on the answer, so auth-js reads `error_code`). */
function authError(status: number, errorCode: string, msg: string): Response {
  return json({ code: status, error_code: errorCode, msg }, status)
}

function identityOf(user: StoredUser) {
  return {
    identity_id: randomUUID(),
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: false, phone_verified: false, sub: user.id },
    provider: 'email',
    last_sign_in_at: user.createdAt,
    created_at: user.createdAt,
    updated_at: user.createdAt,
    email: user.email,
  }
}

function userJson(user: StoredUser, view: 'signup' | 'current') {
  const signup = view === 'signup'
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    // At sign-up Supabase (confirmation on) has only sent the link; afterwards the address is confirmed.
    ...(signup ? {} : { email_confirmed_at: user.confirmedAt, confirmed_at: user.confirmedAt }),
    phone: '',
    confirmation_sent_at: user.createdAt,
    ...(user.lastSignInAt && !signup ? { last_sign_in_at: user.lastSignInAt } : {}),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: signup ? { email: user.email, email_verified: false, phone_verified: false, sub: user.id } : {},
    identities: [identityOf(user)],
    created_at: user.createdAt,
    updated_at: user.createdAt,
    is_anonymous: false,
  }
}

/** What Supabase answers for an address it already has when confirmation is on: a fake user, no identities. */
function obfuscatedUser(email: string) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

async function hashPassword(password: string, salt: Buffer): Promise<Buffer> {
  return scryptAsync(password, salt, 32)
}

export interface AuthService {
  handle(req: Request, path: string): Promise<Response>
  /** Registers a user and opens a session for it; returns that session's access token. */
  addUser(user: StandInUser): Promise<string>
}

/** `sql`: where sign-ups become auth.users rows; without it users live in memory only. */
export function createAuth(sql?: postgres.Sql): AuthService {
  const users = new Map<string, StoredUser>() // by lower-cased e-mail
  const usersById = new Map<string, StoredUser>()
  const sessions = new Map<string, Session>()
  const sessionOfRefresh = new Map<string, string>()

  async function issue(user: StoredUser, session: Session) {
    const now = Math.floor(Date.now() / 1000)
    const expiresAt = now + ACCESS_TOKEN_SECONDS
    const accessToken = await signJwt({
      iss: `${JWT_ISSUER}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: session.id,
      is_anonymous: false,
    })
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: session.current,
      user: userJson(user, 'current'),
    }
  }

  function newRefreshToken(session: Session): string {
    const token = randomBytes(16).toString('base64url')
    session.current = token
    sessionOfRefresh.set(token, session.id)
    return token
  }

  function openSession(user: StoredUser): Session {
    const session: Session = { id: randomUUID(), userId: user.id, current: '', used: new Map() }
    sessions.set(session.id, session)
    newRefreshToken(session)
    user.lastSignInAt = new Date().toISOString()
    return session
  }

  /** The user of a valid access token whose session is still open (what GET /auth/v1/user checks). */
  async function userOfToken(token: string): Promise<{ user: StoredUser; claims: Claims } | null> {
    const verified = await verifyJwt(token)
    if (!verified.ok || !verified.claims.sub || !verified.claims.session_id) return null
    const user = usersById.get(verified.claims.sub)
    if (!user || !sessions.has(verified.claims.session_id)) return null
    return { user, claims: verified.claims }
  }

  async function signUp(req: Request): Promise<Response> {
    const body = credentialsSchema.safeParse(await readJsonBody(req))
    if (!body.success) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    const { email, password } = body.data
    if (password.length < PASSWORD_MIN_LENGTH) {
      return json(
        {
          code: 422,
          error_code: 'weak_password',
          msg: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
          weak_password: { reasons: ['length'] },
        },
        422,
      )
    }
    if (users.has(email)) return json(obfuscatedUser(email), 200)
    const salt = randomBytes(16)
    const now = new Date().toISOString()
    const user: StoredUser = {
      id: randomUUID(),
      email,
      password: { salt, hash: await hashPassword(password, salt) },
      createdAt: now,
      confirmedAt: now,
      lastSignInAt: null,
    }
    users.set(email, user)
    usersById.set(user.id, user)
    if (sql) {
      await sql`
        insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
        values (${user.id}, ${email}, ${now}, ${sql.json({ provider: 'email', providers: ['email'] })}, ${now}, ${now})
      `
    }
    // Confirmation on: the user, no session (the visitor has to log in).
    return json(userJson(user, 'signup'), 200)
  }

  async function passwordGrant(req: Request): Promise<Response> {
    const body = credentialsSchema.safeParse(await readJsonBody(req))
    if (!body.success) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    const user = users.get(body.data.email)
    const given = await hashPassword(body.data.password, user?.password?.salt ?? randomBytes(16))
    if (!user?.password || !timingSafeEqual(given, user.password.hash))
      return authError(400, 'invalid_credentials', 'Invalid login credentials')
    return json(await issue(user, openSession(user)), 200)
  }

  async function refreshGrant(req: Request): Promise<Response> {
    const body = refreshSchema.safeParse(await readJsonBody(req))
    if (!body.success) return authError(400, 'validation_failed', 'refresh_token required')
    const token = body.data.refresh_token
    const session = sessions.get(sessionOfRefresh.get(token) ?? '')
    const user = session ? usersById.get(session.userId) : undefined
    if (!session || !user)
      return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    if (token !== session.current) {
      const usedAt = session.used.get(token) ?? 0
      if (Date.now() - usedAt > REFRESH_REUSE_SECONDS * 1000) {
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
      return json(await issue(user, session), 200)
    }
    session.used.set(token, Date.now())
    newRefreshToken(session)
    return json(await issue(user, session), 200)
  }

  async function currentUser(req: Request): Promise<Response> {
    const token = bearer(req)
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const verified = await verifyJwt(token)
    if (!verified.ok)
      return authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.reason}`)
    if (!verified.claims.sub) return authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    const found = await userOfToken(token)
    if (!found) return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    return json(userJson(found.user, 'current'), 200)
  }

  async function logout(req: Request, url: URL): Promise<Response> {
    const found = await userOfToken(bearer(req) ?? '')
    if (!found) return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
    const scope = url.searchParams.get('scope') ?? 'global'
    for (const session of [...sessions.values()]) {
      if (session.userId !== found.user.id) continue
      const mine = session.id === found.claims.session_id
      if (scope === 'global' || (scope === 'local' && mine) || (scope === 'others' && !mine))
        sessions.delete(session.id)
    }
    return new Response(null, { status: 204 })
  }

  return {
    async addUser({ id, email, emailConfirmed = true }) {
      const now = new Date().toISOString()
      const user: StoredUser = {
        id,
        email,
        password: null,
        createdAt: now,
        confirmedAt: emailConfirmed ? now : null,
        lastSignInAt: null,
      }
      users.set(email.toLowerCase(), user)
      usersById.set(id, user)
      return (await issue(user, openSession(user))).access_token
    },
    async handle(req, path) {
      const url = new URL(req.url)
      if (req.method === 'POST' && path === '/signup') return signUp(req)
      if (req.method === 'POST' && path === '/token') {
        const grant = url.searchParams.get('grant_type')
        if (grant === 'password') return passwordGrant(req)
        if (grant === 'refresh_token') return refreshGrant(req)
        return authError(400, 'validation_failed', `unsupported_grant_type: ${grant ?? ''}`)
      }
      if (req.method === 'GET' && path === '/user') return currentUser(req)
      if (req.method === 'POST' && path === '/logout') return logout(req, url)
      if (req.method === 'GET' && path === '/.well-known/jwks.json') return json({ keys: [] })
      if (req.method === 'GET' && path === '/health')
        return json({ version: 'stand-in', name: 'GoTrue', description: 'Supabase Auth stand-in' })
      return authError(404, 'not_found', `stand-in: no Auth route ${req.method} ${path}`)
    },
  }
}
