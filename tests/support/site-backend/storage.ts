/**
 * The Storage subset the Edge Functions use, on /storage/v1 of the same origin: upload (service role), signed
 * URL creation (service role) and the signed download itself, which a browser opens directly.
 */
import { randomBytes } from 'node:crypto'
import { json } from './http'
import { verifyJwt } from './jwt'

export interface StoredObject {
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
}

export interface StorageService {
  handle(req: Request, path: string): Promise<Response>
  put(bucket: string, path: string, bytes: Uint8Array<ArrayBuffer>, contentType?: string): void
  get(bucket: string, path: string): StoredObject | undefined
}

const storageError = (status: number, error: string, message: string) => json({ statusCode: String(status), error, message }, status)

function isServiceRole(req: Request): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? ''
  const verified = verifyJwt(token)
  return verified.ok && verified.claims.role === 'service_role'
}

export function createStorage(): StorageService {
  const objects = new Map<string, StoredObject>()
  const grants = new Map<string, { key: string; expiresAt: number }>()
  const keyOf = (bucket: string, path: string) => `${bucket}/${path}`

  return {
    put: (bucket, path, bytes, contentType = 'application/pdf') => void objects.set(keyOf(bucket, path), { bytes, contentType }),
    get: (bucket, path) => objects.get(keyOf(bucket, path)),
    async handle(req, path) {
      const signed = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(path)
      if (signed && req.method === 'GET') {
        const key = keyOf(decodeURIComponent(signed[1] ?? ''), decodeURIComponent(signed[2] ?? ''))
        const grant = grants.get(new URL(req.url).searchParams.get('token') ?? '')
        const object = objects.get(key)
        if (!grant || grant.key !== key || grant.expiresAt < Date.now() || !object) return storageError(400, 'InvalidJWT', 'invalid signature')
        return new Response(object.bytes, { status: 200, headers: { 'content-type': object.contentType, 'content-length': String(object.bytes.byteLength) } })
      }
      if (!isServiceRole(req)) return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
      if (signed && req.method === 'POST') {
        const bucket = decodeURIComponent(signed[1] ?? '')
        const objectPath = decodeURIComponent(signed[2] ?? '')
        const body = (await req.json().catch(() => null)) as { expiresIn?: unknown } | null
        const expiresIn = typeof body?.expiresIn === 'number' && body.expiresIn > 0 ? body.expiresIn : 60
        if (!objects.has(keyOf(bucket, objectPath))) return storageError(400, 'not_found', 'Object not found')
        const token = randomBytes(24).toString('base64url')
        grants.set(token, { key: keyOf(bucket, objectPath), expiresAt: Date.now() + expiresIn * 1000 })
        return json({ signedURL: `/object/sign/${encodeURIComponent(bucket)}/${objectPath.split('/').map(encodeURIComponent).join('/')}?token=${token}` })
      }
      const upload = /^\/object\/([^/]+)\/(.+)$/.exec(path)
      if (upload && (req.method === 'POST' || req.method === 'PUT')) {
        const key = keyOf(decodeURIComponent(upload[1] ?? ''), decodeURIComponent(upload[2] ?? ''))
        if (objects.has(key) && req.headers.get('x-upsert') !== 'true') return storageError(400, 'Duplicate', 'The resource already exists')
        objects.set(key, { bytes: new Uint8Array(await req.arrayBuffer()), contentType: req.headers.get('content-type') ?? 'application/octet-stream' })
        return json({ Key: key, Id: randomBytes(16).toString('hex') })
      }
      return storageError(404, 'not_found', `stand-in: no Storage route ${req.method} ${path}`)
    },
  }
}

/** A small valid PDF (one page, the title as text) with a correct cross-reference table. */
export function pdfFor(title: string): Uint8Array<ArrayBuffer> {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1')
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(out.length)
    out += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(out, 'latin1'))
}
