/**
 * Local Edge Functions server for development: `npm run functions:dev`.
 *
 * Serves the same handlers the Deno entries serve, at http://127.0.0.1:54321/functions/v1/<name>, against a
 * local PGlite database kept in .pglite/ (Supabase shim + supabase/migrations + supabase/seed.sql, applied
 * idempotently on every start). Point the site at it with NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321
 * (supabase-js calls <url>/functions/v1/<name>).
 *
 * Environment (read from .env.local and .env when present):
 *   STRIPE_SECRET_KEY          test-mode key; without it the payment functions answer 503 and say so
 *   STRIPE_WEBHOOK_SECRET      from `stripe listen --forward-to 127.0.0.1:54321/functions/v1/stripe-webhook`
 *   STRIPE_PRODUCT_CORE / _FULL / _ELECTIVES   the plans' Stripe products (enrolment)
 *   SITE_URL                   default http://localhost:3000 (CORS origin, success URLs); this server sets
 *                              FUNCTIONS_LOCAL_DEV=1, the only case where a function may fall back to localhost
 *   SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY   optional: real Auth and Storage of a Supabase project;
 *                              without them files are kept under .pglite/storage and nobody is signed in
 *   FUNCTIONS_PORT             default 54321
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'

import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import WebSocket from 'ws'

import { systemClock, type AuthVerifier, type FileStorage } from '../functions/_shared/deps'
import { ENV, LOCAL_DEV_FLAG, parseEnv } from '../functions/_shared/env'
import { endpoint, errorResponse } from '../functions/_shared/http'
import { serviceClient, stripeClient } from '../functions/_shared/runtime'
import { supabaseAuth, supabaseStorage } from '../functions/_shared/supabase'
import { createHandler as createDonation } from '../functions/create-donation/handler'
import { planProductsFromEnv } from '../functions/create-payment/deps-from-env'
import { createHandler as createPayment } from '../functions/create-payment/handler'
import { planPricingFromEnv } from '../functions/create-payment/plan-pricing'
import { createHandler as generateDownloadLink } from '../functions/generate-download-link/handler'
import { createHandler as sendCareerApplication } from '../functions/send-career-application/handler'
import { createHandler as stripeWebhook } from '../functions/stripe-webhook/handler'
import { pgliteExecutor } from './executors'
import { applyMigrations, supabaseDir } from './migrations'
import { applyShim, serveOverSocket } from './pglite'

type Handler = (req: Request) => Promise<Response>

const root = path.resolve(supabaseDir, '..')
// The same local database `npm run db:apply -- --pglite .pglite` builds; stored files in a folder inside it
// (Postgres ignores it).
const dataDir = path.join(root, '.pglite')
const storageDir = path.join(dataDir, 'storage')

for (const file of ['.env.local', '.env']) {
  const full = path.join(root, file)
  if (existsSync(full)) process.loadEnvFile(full)
}
const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

const port = Number(env('FUNCTIONS_PORT') ?? 54321)
// Local development is the one place SITE_URL may default to http://localhost:3000 (deployed functions answer 503).
process.env[LOCAL_DEV_FLAG] = '1'
const siteUrl = parseEnv(process.env, ['SITE_URL']).SITE_URL
const localBase = `http://127.0.0.1:${port}`

/** Files on disk under .pglite/storage, handed out through HMAC-signed, expiring URLs served below. */
function diskStorage(): FileStorage & { serve(url: URL): Promise<Response> } {
  const secret = randomBytes(32)
  const sign = (objectPath: string, expires: number) =>
    createHmac('sha256', secret).update(`${objectPath}\n${expires}`).digest('hex')
  const safePath = (bucket: string, objectPath: string) => {
    const full = path.resolve(storageDir, bucket, objectPath)
    if (!full.startsWith(storageDir + path.sep)) throw new Error('path escapes the storage folder')
    return full
  }
  return {
    async upload(bucket, objectPath, bytes) {
      const full = safePath(bucket, objectPath)
      await mkdir(path.dirname(full), { recursive: true })
      await writeFile(full, bytes, { flag: 'wx' })
    },
    async createSignedUrl(bucket, objectPath, expiresInSeconds) {
      const full = safePath(bucket, objectPath)
      if (!existsSync(full))
        throw new Error(`no local file for ${bucket}/${objectPath} (put it under ${path.relative(root, full)})`)
      const expires = Date.now() + expiresInSeconds * 1000
      const key = `${bucket}/${objectPath}`
      return `${localBase}/local-storage/${key}?expires=${expires}&sig=${sign(key, expires)}`
    },
    async serve(url) {
      const key = decodeURIComponent(url.pathname.slice('/local-storage/'.length))
      const expires = Number(url.searchParams.get('expires'))
      const given = Buffer.from(url.searchParams.get('sig') ?? '', 'hex')
      const wanted = Buffer.from(sign(key, expires), 'hex')
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted) || expires < Date.now()) {
        return errorResponse('This download link is invalid or has expired', 403)
      }
      const [bucket = '', ...rest] = key.split('/')
      return new Response(await readFile(safePath(bucket, rest.join('/'))), {
        headers: { 'content-type': 'application/octet-stream' },
      })
    },
  }
}

const nobodySignedIn: AuthVerifier = { getUser: () => Promise.resolve(null) }

function notConfigured(message: string): Handler {
  // Through endpoint() so the browser's preflight passes and the page can show the message.
  return endpoint({ allowedOrigin: siteUrl, name: 'functions:dev' }, () => Promise.resolve(errorResponse(message, 503)))
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else if (value !== undefined) headers.set(key, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS'
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers }
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>
    init.duplex = 'half'
  }
  return new Request(new URL(req.url ?? '/', localBase), init)
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

async function main(): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  await applyShim(db)
  const applied = await applyMigrations(pgliteExecutor(db), { seed: true })
  console.log(
    `database: .pglite (${applied.applied.length} migration(s) applied, ${applied.skipped.length} already there, seed loaded)`,
  )
  const socket = await serveOverSocket(db, { maxConnections: 1 })
  const sql = postgres(socket.url, { max: 1, onnotice: () => undefined })

  const supabaseUrl = env('SUPABASE_URL')
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY')
  let auth: AuthVerifier = nobodySignedIn
  let storage: FileStorage = diskStorage()
  const disk = storage as ReturnType<typeof diskStorage>
  if (supabaseUrl && serviceRoleKey) {
    const transport = WebSocket as unknown as NonNullable<
      NonNullable<Parameters<typeof serviceClient>[2]>['realtime']
    >['transport']
    const client = serviceClient(supabaseUrl, serviceRoleKey, { realtime: { transport } })
    auth = supabaseAuth(client)
    storage = supabaseStorage(client)
    console.log(`auth + storage: ${supabaseUrl}`)
  } else {
    console.log(
      'auth + storage: local (files in .pglite/storage; nobody can sign in, so downloads answer "Authentication required").',
    )
    console.log('  Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to use a Supabase project instead.')
  }

  const stripeKey = env('STRIPE_SECRET_KEY')
  const stripe = stripeKey ? stripeClient(stripeKey) : null
  if (!stripe) {
    console.warn(
      'STRIPE_SECRET_KEY is not set: create-donation, create-payment and stripe-webhook answer 503 until it is.',
    )
    console.warn('  Put a test-mode key (sk_test_...) in .env.local and restart.')
  }
  const missingPayments =
    'Payments are not configured: set STRIPE_SECRET_KEY (a Stripe test-mode key) and restart functions:dev'
  const planProducts = planProductsFromEnv(process.env)
  // The site's own Sanity settings serve as the function's when SANITY_PROJECT_ID / SANITY_DATASET are not set.
  const planPricing = planPricingFromEnv({
    ...process.env,
    SANITY_PROJECT_ID: env('SANITY_PROJECT_ID') ?? env('NEXT_PUBLIC_SANITY_PROJECT_ID'),
    SANITY_DATASET: env('SANITY_DATASET') ?? env('NEXT_PUBLIC_SANITY_DATASET') ?? 'production',
  })
  const webhookSecret = env('STRIPE_WEBHOOK_SECRET')

  const handlers: Record<string, Handler> = {
    'create-donation': stripe
      ? createDonation({ db: sql, stripe, auth, siteUrl, clock: systemClock })
      : notConfigured(missingPayments),
    'create-payment': stripe
      ? createPayment({ db: sql, stripe, auth, siteUrl, clock: systemClock, planProducts, planPricing })
      : notConfigured(missingPayments),
    'stripe-webhook':
      stripe && webhookSecret
        ? stripeWebhook({ db: sql, stripe, webhookSecret })
        : notConfigured(
            'Webhooks are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (from `stripe listen`)',
          ),
    'generate-download-link': generateDownloadLink({
      db: sql,
      auth,
      storage,
      siteUrl,
      linkTtlSeconds: ENV.DOWNLOAD_LINK_TTL_SECONDS.parse(env('DOWNLOAD_LINK_TTL_SECONDS')),
    }),
    'send-career-application': sendCareerApplication({
      db: sql,
      storage,
      clock: systemClock,
      siteUrl,
      applicationsPerHour: ENV.CAREER_APPLICATIONS_PER_HOUR.parse(env('CAREER_APPLICATIONS_PER_HOUR')),
    }),
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', localBase)
      if (url.pathname.startsWith('/local-storage/') && req.method === 'GET') return send(res, await disk.serve(url))
      const name = /^\/functions\/v1\/([a-z-]+)\/?$/.exec(url.pathname)?.[1]
      const handler = name ? handlers[name] : undefined
      if (!handler) return send(res, errorResponse(`No function at ${url.pathname}`, 404))
      const response = await handler(await toRequest(req))
      console.log(`${req.method ?? ''} /functions/v1/${name ?? ''} -> ${response.status}`)
      return send(res, response)
    })().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) void send(res, errorResponse('functions:dev failed to handle the request', 500))
    })
  })
  server.listen(port, '127.0.0.1', () => {
    console.log(`functions: ${localBase}/functions/v1/<name>  (${Object.keys(handlers).join(', ')})`)
    console.log(`CORS origin: ${siteUrl}`)
  })

  const stop = () => {
    server.close()
    void sql
      .end({ timeout: 1 })
      .then(() => socket.close())
      .then(() => db.close())
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error('functions:dev could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
