/**
 * The Supabase stand-in: one loopback origin that the real supabase-js client (the site's, the Edge
 * Functions') talks real HTTP to.
 *   /auth/v1/*       GoTrue subset (auth.ts)           /storage/v1/*   Storage subset (storage.ts)
 *   /rest/v1/*       PostgREST subset, when mounted    /functions/v1/* Edge Functions, when mounted
 *   /__stand-in/*    test hooks, when mounted
 * As behind Supabase's gateway (gateway.ts), requests need the project's anon or service-role key as
 * `apikey`; CORS is answered for the site's origin only. The function tests use it as it is; the
 * configured-mode e2e backend (server.ts) mounts REST, the functions and the hooks on it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { SupabaseClient } from '@supabase/supabase-js'
import type postgres from 'postgres'

import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../scripts/configured/keys'
import { createAuth, type AuthService } from './auth'
import { serviceRoleClient } from './client'
import { gatewayRefusal } from './gateway'
import { corsHeaders, json, nodeListener } from './http'
import { createStorage, type StorageService } from './storage'

/** Answers a request under its prefix; `path` is what follows the prefix ('/' for none). */
export type Route = (req: Request, path: string) => Promise<Response>

export interface SupabaseStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** The site's origin: the only origin given CORS access. Without it no origin is. */
  siteUrl?: string
  /** Where sign-ups become auth.users rows; without it Auth keeps users in memory only. */
  sql?: postgres.Sql
}

/** What a backend adds on the same origin. */
export interface Mounts {
  /** /rest/v1 */
  rest?: Route
  /** /functions/v1/<name>: the functions answer CORS and check callers themselves, as deployed. */
  functions?: (req: Request, name: string) => Promise<Response>
  /** /__stand-in */
  hooks?: Route
}

export interface SupabaseStandIn extends Pick<
  StorageService,
  'objects' | 'putObject' | 'getObject' | 'signRequests' | 'failStorage'
> {
  url: string
  port: number
  anonKey: string
  serviceRoleKey: string
  addUser: AuthService['addUser']
  mount(mounts: Mounts): void
  /** A service-role supabase-js client of this origin. */
  client(): SupabaseClient
  close(): Promise<void>
}

export async function startSupabaseStandIn(options: SupabaseStandInOptions = {}): Promise<SupabaseStandIn> {
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : null
  const auth = createAuth(options.sql)
  const storage = createStorage()
  let mounts: Mounts = {}

  async function answer(req: Request): Promise<Response> {
    const { pathname } = new URL(req.url)
    const fn = /^\/functions\/v1\/([a-z0-9-]+)\/?$/.exec(pathname)
    if (fn && mounts.functions) return mounts.functions(req, fn[1] ?? '')
    const routes: [prefix: string, route: Route | undefined][] = [
      ['/auth/v1', auth.handle],
      ['/rest/v1', mounts.rest],
      ['/storage/v1', storage.handle],
      ['/__stand-in', mounts.hooks],
    ]
    const found = routes.find(([prefix, route]) => route && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
    let response: Response
    if (req.method === 'OPTIONS') response = new Response(null, { status: 204 })
    else {
      const refused = await gatewayRefusal(req, pathname)
      const [prefix, route] = found ?? []
      if (refused) response = refused
      else if (prefix !== undefined && route) response = await route(req, pathname.slice(prefix.length) || '/')
      else response = json({ message: `stand-in: no route for ${req.method} ${pathname}` }, 404)
    }
    for (const [name, value] of Object.entries(corsHeaders(req, siteOrigin))) response.headers.set(name, value)
    return response
  }

  const server = createServer(nodeListener('http://127.0.0.1', answer))
  // Node's clients (Playwright's request context, the global agent) drop an idle connection after 5 s, and a Node
  // server closes one after 5 s too: a request could leave on a connection the server was closing at that instant
  // and fail with ECONNRESET, which a hosted gateway, keeping idle connections far longer, does not cause. Kept a
  // minute here, the client is always the one that closes; close() below ends every connection itself.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    port,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    addUser: auth.addUser,
    objects: storage.objects,
    putObject: storage.putObject,
    getObject: storage.getObject,
    signRequests: storage.signRequests,
    failStorage: storage.failStorage,
    mount(more) {
      mounts = { ...mounts, ...more }
    },
    client: () => serviceRoleClient(url),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // supabase-js keeps connections alive; close() alone would wait for them to time out.
      server.closeAllConnections()
      await closed
    },
  }
}
