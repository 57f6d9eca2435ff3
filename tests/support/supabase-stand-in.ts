/**
 * A Supabase stand-in on loopback answering the Auth and Storage endpoints the Edge Functions call, so the
 * real supabase-js client makes real HTTP requests: GET /auth/v1/user (bearer token -> user), object
 * upload, signed-URL creation, and the signed download itself.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'

export interface StandInUser {
  id: string
  email: string
  emailConfirmed?: boolean
}

export interface StoredObject {
  bytes: Buffer
  contentType: string
}

export interface SignRequest {
  bucket: string
  path: string
  expiresIn: number
}

export interface SupabaseStandIn {
  url: string
  serviceRoleKey: string
  /** Registers a user and returns an access token for them. */
  addUser(user: StandInUser): string
  objects: Map<string, StoredObject>
  putObject(bucket: string, path: string, bytes: Buffer, contentType?: string): void
  getObject(bucket: string, path: string): StoredObject | undefined
  signRequests: SignRequest[]
  /** Make the next N storage requests fail with a 500. */
  failStorage(times?: number): void
  /** A service-role supabase-js client for this stand-in (Node 20: ws transport for realtime). */
  client(): SupabaseClient
  close(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>
/**
 * Node 20 has no global WebSocket and supabase-js refuses to start without one. Realtime is never used by
 * the functions; ws satisfies the check at run time, its event typings differ from the DOM ones.
 */
const nodeWebSocket = WebSocket as unknown as RealtimeTransport

const key = (bucket: string, path: string) => `${bucket}/${path}`

export async function startSupabaseStandIn(): Promise<SupabaseStandIn> {
  const users = new Map<string, StandInUser>()
  const objects = new Map<string, StoredObject>()
  const signTokens = new Map<string, { bucket: string; path: string; expiresAt: number }>()
  const signRequests: SignRequest[] = []
  let storageFailures = 0
  const serviceRoleKey = 'service-role-standin'

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const body = await readBody(req)

      if (url.pathname === '/auth/v1/user' && req.method === 'GET') {
        const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
        const user = users.get(token)
        if (!user) return send(res, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT: unable to parse or verify signature' })
        return send(res, 200, {
          id: user.id,
          aud: 'authenticated',
          role: 'authenticated',
          email: user.email,
          email_confirmed_at: user.emailConfirmed === false ? null : '2026-01-01T00:00:00Z',
          app_metadata: { provider: 'email' },
          user_metadata: {},
          identities: [],
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        })
      }

      if (url.pathname.startsWith('/storage/v1/')) {
        if (req.headers.authorization !== `Bearer ${serviceRoleKey}` && !url.pathname.startsWith('/storage/v1/object/sign/')) {
          return send(res, 403, { statusCode: '403', error: 'Unauthorized', message: 'service role required' })
        }
        if (storageFailures > 0) {
          storageFailures -= 1
          return send(res, 500, { statusCode: '500', error: 'Internal', message: 'Stand-in failure' })
        }
        const signMatch = /^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/.exec(url.pathname)
        if (signMatch && req.method === 'POST') {
          const bucket = decodeURIComponent(signMatch[1] ?? '')
          const path = decodeURIComponent(signMatch[2] ?? '')
          const { expiresIn } = JSON.parse(body.toString('utf8')) as { expiresIn: number }
          signRequests.push({ bucket, path, expiresIn })
          if (!objects.has(key(bucket, path))) return send(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' })
          const token = randomUUID()
          signTokens.set(token, { bucket, path, expiresAt: Date.now() + expiresIn * 1000 })
          return send(res, 200, { signedURL: `/object/sign/${bucket}/${path}?token=${token}` })
        }
        if (signMatch && req.method === 'GET') {
          const grant = signTokens.get(url.searchParams.get('token') ?? '')
          const bucket = decodeURIComponent(signMatch[1] ?? '')
          const path = decodeURIComponent(signMatch[2] ?? '')
          const object = objects.get(key(bucket, path))
          if (!grant || grant.bucket !== bucket || grant.path !== path || grant.expiresAt < Date.now() || !object) {
            return send(res, 400, { statusCode: '400', error: 'InvalidJWT', message: 'invalid signature' })
          }
          res.writeHead(200, { 'content-type': object.contentType })
          return res.end(object.bytes)
        }
        const uploadMatch = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(url.pathname)
        if (uploadMatch && req.method === 'POST') {
          const bucket = decodeURIComponent(uploadMatch[1] ?? '')
          const path = decodeURIComponent(uploadMatch[2] ?? '')
          if (objects.has(key(bucket, path)) && req.headers['x-upsert'] !== 'true') {
            return send(res, 400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' })
          }
          objects.set(key(bucket, path), { bytes: body, contentType: req.headers['content-type'] ?? 'application/octet-stream' })
          return send(res, 200, { Key: key(bucket, path), Id: randomUUID() })
        }
      }
      return send(res, 404, { message: `stand-in: no route for ${req.method ?? ''} ${url.pathname}` })
    })().catch((error: unknown) => send(res, 500, { message: String(error) }))
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    serviceRoleKey,
    addUser(user) {
      const token = `token-${user.id}-${randomUUID()}`
      users.set(token, user)
      return token
    },
    objects,
    putObject: (bucket, path, bytes, contentType = 'application/pdf') => void objects.set(key(bucket, path), { bytes, contentType }),
    getObject: (bucket, path) => objects.get(key(bucket, path)),
    signRequests,
    failStorage: (times = 1) => {
      storageFailures = times
    },
    client: () =>
      createClient(url, serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: nodeWebSocket },
      }),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
