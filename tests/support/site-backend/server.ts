/**
 * The backend of configured-mode e2e runs: the Supabase stand-in (stand-in.ts: Auth, Storage) with, on the
 * same origin, /rest/v1 (PostgREST subset on PGlite with RLS, rest.ts), /functions/v1 (the real Edge Function
 * handlers, functions.ts) and /__stand-in (test hooks, hooks.ts).
 * The database is PGlite with the Supabase shim, every migration and supabase/seed.sql (the site's fixture
 * catalogue); every product with a file has a small real PDF in the product-files bucket.
 *
 *   SITE_BACKEND_PORT=54400 SITE_URL=http://127.0.0.1:3102 npx tsx tests/support/site-backend/server.ts
 */
import { pathToFileURL } from 'node:url'

import postgres from 'postgres'

import { CONFIGURED_SITE_URL, DEFAULT_STAND_IN_PORT } from '../../../scripts/configured/endpoints'
import { createTestDb, serveOverSocket } from '../../../supabase/scripts/pglite'
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in'
import { addPlanProducts, createFunctions, type FunctionName } from './functions'
import { createHooks } from './hooks'
import type { Handler } from './http'
import { pdfFor } from './pdf'
import { createRest, loadCatalog } from './rest'
import { startSupabaseStandIn, type SupabaseStandIn } from './stand-in'

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
  supabase: SupabaseStandIn
  handlers: Record<FunctionName, Handler>
  close(): Promise<void>
}

export async function startSiteBackend(options: SiteBackendOptions): Promise<SiteBackend> {
  const siteOrigin = new URL(options.siteUrl).origin
  const db = await createTestDb({ seed: true })
  const socket = await serveOverSocket(db, { maxConnections: 1 })
  // One connection: PGlite is a single backend; requests queue on it and transactions stay whole.
  const sql = postgres(socket.url, { max: 1, onnotice: () => undefined })
  const stripe = await startStripeStandIn()
  addPlanProducts(stripe)
  const closeDatabase = async () => {
    await sql.end({ timeout: 1 })
    await stripe.close()
    await socket.close()
    await db.close()
  }

  let supabase: SupabaseStandIn
  try {
    // Listening from here on; the health hook answers once everything below is mounted.
    supabase = await startSupabaseStandIn({ port: options.port, siteUrl: siteOrigin, sql })
  } catch (error) {
    await closeDatabase()
    throw error
  }
  const files = await sql<
    { title: string; pdf_url: string }[]
  >`select title, pdf_url from public.products where pdf_url is not null`
  for (const file of files) supabase.putObject(PRODUCT_FILES_BUCKET, file.pdf_url, pdfFor(file.title))

  const functions = createFunctions({ sql, stripe, supabase: supabase.client(), siteUrl: siteOrigin })
  supabase.mount({
    rest: createRest(sql, await loadCatalog(sql)).handle,
    functions: functions.handle,
    hooks: createHooks(sql, stripe, functions.handlers['stripe-webhook'], supabase.url, supabase),
  })

  return {
    url: supabase.url,
    port: supabase.port,
    anonKey: supabase.anonKey,
    serviceRoleKey: supabase.serviceRoleKey,
    sql,
    stripe,
    supabase,
    handlers: functions.handlers,
    async close() {
      await supabase.close()
      await closeDatabase()
    },
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const backend = await startSiteBackend({
    port: Number(process.env.SITE_BACKEND_PORT ?? DEFAULT_STAND_IN_PORT),
    siteUrl: process.env.SITE_URL ?? CONFIGURED_SITE_URL,
  })
  console.log(
    `[site-backend] ${backend.url} ready in ${Date.now() - started} ms (site ${process.env.SITE_URL ?? CONFIGURED_SITE_URL})`,
  )
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
