/**
 * The Storage subset the Edge Functions use, on /storage/v1: upload (service role), signed-URL creation
 * (service role) and the signed download itself, which a browser opens directly. Tests read what it holds,
 * see every signing request, and can make the next requests fail.
 */
import { randomBytes } from 'node:crypto'

import { verifyJwt } from '../../../scripts/configured/jwt'
import { bearer, json } from './http'

export interface StoredObject {
  /** A Buffer, so a test can read a text file back with toString(). */
  bytes: Buffer<ArrayBuffer>
  contentType: string
}

export interface SignRequest {
  bucket: string
  path: string
  expiresIn: number
}

export interface StorageService {
  handle(req: Request, path: string): Promise<Response>
  /** Every object, keyed `bucket/path`. */
  objects: Map<string, StoredObject>
  putObject(bucket: string, path: string, bytes: Uint8Array, contentType?: string): void
  getObject(bucket: string, path: string): StoredObject | undefined
  /** Every signed-URL request, in order, including those for objects that do not exist. */
  signRequests: SignRequest[]
  /** Makes the next `times` Storage requests (past the role check) fail with a 500; 0 stops that. */
  failStorage(times?: number): void
}

/** Storage's error body. Its HTTP status is often 400 while `statusCode` names the real one (404, 409). */
function storageError(status: number, error: string, message: string, statusCode = String(status)): Response {
  return json({ statusCode, error, message }, status)
}

async function isServiceRole(req: Request): Promise<boolean> {
  const verified = await verifyJwt(bearer(req) ?? '')
  return verified.ok && verified.claims.role === 'service_role'
}

const keyOf = (bucket: string, path: string) => `${bucket}/${path}`

export function createStorage(): StorageService {
  const objects = new Map<string, StoredObject>()
  const grants = new Map<string, { key: string; expiresAt: number }>()
  const signRequests: SignRequest[] = []
  let failures = 0

  async function handle(req: Request, path: string): Promise<Response> {
    const signed = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(path)
    const target = signed ?? /^\/object\/([^/]+)\/(.+)$/.exec(path)
    const bucket = decodeURIComponent(target?.[1] ?? '')
    const objectPath = decodeURIComponent(target?.[2] ?? '')
    const download = signed && req.method === 'GET'
    if (!download && !(await isServiceRole(req)))
      return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
    if (failures > 0) {
      failures -= 1
      return storageError(500, 'Internal', 'Stand-in failure')
    }
    if (download) {
      const grant = grants.get(new URL(req.url).searchParams.get('token') ?? '')
      const object = objects.get(keyOf(bucket, objectPath))
      if (!grant || grant.key !== keyOf(bucket, objectPath) || grant.expiresAt < Date.now() || !object) {
        return storageError(400, 'InvalidJWT', 'invalid signature')
      }
      return new Response(object.bytes, {
        status: 200,
        headers: { 'content-type': object.contentType, 'content-length': String(object.bytes.byteLength) },
      })
    }
    if (signed && req.method === 'POST') {
      const body = (await req.json().catch(() => null)) as { expiresIn?: unknown } | null
      const expiresIn = typeof body?.expiresIn === 'number' && body.expiresIn > 0 ? body.expiresIn : 60
      signRequests.push({ bucket, path: objectPath, expiresIn })
      if (!objects.has(keyOf(bucket, objectPath))) return storageError(400, 'not_found', 'Object not found', '404')
      const token = randomBytes(24).toString('base64url')
      grants.set(token, { key: keyOf(bucket, objectPath), expiresAt: Date.now() + expiresIn * 1000 })
      // The path as Supabase gives it, not encoded: storage-js runs encodeURI over the whole URL itself.
      return json({ signedURL: `/object/sign/${bucket}/${objectPath}?token=${token}` })
    }
    if (!signed && target && (req.method === 'POST' || req.method === 'PUT')) {
      const key = keyOf(bucket, objectPath)
      if (objects.has(key) && req.headers.get('x-upsert') !== 'true')
        return storageError(400, 'Duplicate', 'The resource already exists', '409')
      objects.set(key, {
        bytes: Buffer.from(await req.arrayBuffer()),
        contentType: req.headers.get('content-type') ?? 'application/octet-stream',
      })
      return json({ Key: key, Id: randomBytes(16).toString('hex') })
    }
    return storageError(404, 'not_found', `stand-in: no Storage route ${req.method} ${path}`)
  }

  return {
    handle,
    objects,
    putObject: (bucket, path, bytes, contentType = 'application/pdf') =>
      void objects.set(keyOf(bucket, path), { bytes: Buffer.from(bytes), contentType }),
    getObject: (bucket, path) => objects.get(keyOf(bucket, path)),
    signRequests,
    failStorage(times = 1) {
      failures = times
    },
  }
}
