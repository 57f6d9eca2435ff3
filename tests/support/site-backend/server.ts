/**
 * The Supabase stand-in for configured-mode e2e runs, on ONE loopback origin:
 *   /auth/v1/*       GoTrue subset (auth.ts)          /rest/v1/*      PostgREST subset on PGlite with RLS (rest.ts)
 *   /functions/v1/*  the real Edge Function handlers  /storage/v1/*   Storage subset (storage.ts)
 *   /__stand-in/*    test hooks (hooks.ts)
 * The database is PGlite with the Supabase shim, every migration and supabase/seed.sql (the site's fixture
 * catalogue); every product with a file has a small real PDF in the product-files bucket.
 *
 *   SITE_BACKEND_PORT=54400 SITE_URL=http://127.0.0.1:3102 npx tsx tests/support/site-backend/server.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import postgres from 'postgres'
import { createTestDb, serveOverSocket } from '../pglite'
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in'
import { createAuth } from './auth'
import { CONFIGURED_SITE_URL, DEFAULT_STAND_IN_PORT } from './endpoints'
import { addPlanProducts, createFunctions, type FunctionName } from './functions'
import { createHooks } from './hooks'
import { corsHeaders, json, nodeListener, type Handler } from './http'
import { ANON_KEY, SERVICE_ROLE_KEY, verifyJwt } from './jwt'
import { createRest, loadCatalog } from './rest'
import { createStorage, pdfFor, type StorageService } from './storage'

export const PRODUCT_FILES_BUCKET = 'product-files'

export interface SiteBackendOptions {
  /** 0 picks a free port. */
  port: number
  /** The site's origin (SITE_URL): the only origin given CORS access; success/cancel URLs point there. */
  siteUrl: string
}

export interface SiteBackend {
  url: string
  port: number
  anonKey: string
  serviceRoleKey: string
  /** postgres.js on the stand-in's PGlite as the superuser (bypasses RLS): for assertions and set-up. */
  sql: postgres.Sql
  stripe: StripeStandIn
  storage: StorageService
  handlers: Record<FunctionName, Handler>
  close(): Promise<void>
}

/** Paths Supabase's gateway serves without an apikey: the JWKS and a signed Storage download. */
const OPEN_PATHS = [/^\/auth\/v1\/\.well-known\/jwks\.json$/, /^\/auth\/v1\/health$/, /^\/storage\/v1\/object\/sign\//, /^\/__stand-in\//]

/** Like Supabase's API gateway: Auth, REST and Storage need this project's anon or service-role key as `apikey`. */
export function gatewayRefusal(req: Request, pathname: string): Response | null {
  if (OPEN_PATHS.some((open) => open.test(pathname))) return null
  const apikey = req.headers.get('apikey')
  if (!apikey) return json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
  const verified = verifyJwt(apikey)
  if (!verified.ok || verified.claims.role === 'authenticated') {
    return json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401)
  }
  return null
}

export async function startSiteBackend(options: SiteBackendOptions): Promise<SiteBackend> {
  const siteOrigin = new URL(options.siteUrl).origin
  let ready: Handler | null = null
  const server = createServer(
    nodeListener('http://127.0.0.1', async (req) => (ready ? ready(req) : json({ message: 'stand-in is starting' }, 503))),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`

  const db = await createTestDb({ seed: true })
  const socket = await serveOverSocket(db, { maxConnections: 1 })
  // One connection: PGlite is a single backend; requests queue on it and transactions stay whole.
  const sql = postgres(socket.url, { max: 1, onnotice: () => undefined })
  const stripe = await startStripeStandIn()
  addPlanProducts(stripe)

  const storage = createStorage()
  const files = await sql<{ title: string; pdf_url: string }[]>`select title, pdf_url from public.products where pdf_url is not null`
  for (const file of files) storage.put(PRODUCT_FILES_BUCKET, file.pdf_url, pdfFor(file.title))

  const auth = createAuth(sql)
  const rest = createRest(sql, await loadCatalog(sql))
  const functions = createFunctions({ sql, stripe, selfUrl: url, siteUrl: siteOrigin })
  const hooks = createHooks(sql, stripe, functions.handlers['stripe-webhook'], url, storage)

  const routes: [prefix: string, handle: (req: Request, path: string) => Promise<Response>][] = [
    ['/auth/v1', auth.handle],
    ['/rest/v1', rest.handle],
    ['/storage/v1', storage.handle],
    ['/__stand-in', hooks],
  ]
  ready = async (req) => {
    const { pathname } = new URL(req.url)
    const fn = /^\/functions\/v1\/([a-z0-9-]+)\/?$/.exec(pathname)
    // The functions answer CORS themselves (their own allowed origin and headers), as deployed.
    if (fn) return functions.handle(req, fn[1] ?? '')
    const cors = corsHeaders(req, siteOrigin)
    const route = routes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    let response: Response
    const refused = gatewayRefusal(req, pathname)
    if (req.method === 'OPTIONS') response = new Response(null, { status: 204 })
    else if (refused) response = refused
    else if (route) response = await route[1](req, pathname.slice(route[0].length) || '/')
    else response = json({ message: `stand-in: no route for ${req.method} ${pathname}` }, 404)
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value)
    return response
  }

  return {
    url,
    port,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    sql,
    stripe,
    storage,
    handlers: functions.handlers,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      await sql.end({ timeout: 1 })
      await stripe.close()
      await socket.close()
      await db.close()
    },
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const backend = await startSiteBackend({
    port: Number(process.env.SITE_BACKEND_PORT ?? DEFAULT_STAND_IN_PORT),
    siteUrl: process.env.SITE_URL ?? CONFIGURED_SITE_URL,
  })
  console.log(`[site-backend] ${backend.url} ready in ${Date.now() - started} ms (site ${process.env.SITE_URL ?? CONFIGURED_SITE_URL})`)
  const stop = () => {
    void backend.close().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('[site-backend] failed to start', error)
    process.exit(1)
  })
}
