import { z } from 'zod'

import { cacheStoreStatus } from '../cache/store-status.mjs'
import { readContentEnv, resolveContentSource, type ContentEnv, type ContentSource } from '../content/env'
import { sanityClient } from '../content/fetch'
import { loadFixtureDataset } from '../content/fixtures'
import { logEvent, type LogEvent } from '../log'

/**
 * What `/api/health` (liveness) and `/api/health/ready` (readiness) answer, for a Docker HEALTHCHECK and a load
 * balancer. Liveness checks nothing but that the process answers. Readiness checks that the content source can be
 * read (the fixtures load, or the Content Lake answers a one-number query) and that the page cache's store answers
 * (lib/cache/store-status.mjs). Answers name the content source and the cache store, never an address, a project
 * id, a token or an error message. docs/architecture.md#when-something-breaks
 */

/** How long the Content Lake, and the cache store, may take to answer before the check counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000
/**
 * How long a Content Lake that answered is trusted without asking again. Every probe of every instance would
 * otherwise be one more API request on the Sanity project's quota; a failure is never remembered, so a
 * recovering Content Lake is seen on the next probe.
 */
export const CONTENT_LAKE_TRUSTED_MS = 30_000

/** The document every page needs (the layout reads it); the content source is readable when it is there. */
const SETTINGS_ID = 'siteSettings'
const SETTINGS_COUNT_QUERY = `count(*[_id == "${SETTINGS_ID}"])`
const countSchema = z.number().int().nonnegative()

export type CacheStore = 'redis' | 'local'
export interface ContentCheck {
  source: ContentSource
  ok: boolean
}
export interface CacheCheck {
  store: CacheStore
  ok: boolean
}
export interface Readiness {
  status: 'ok' | 'unavailable'
  checks: { content: ContentCheck; cache: CacheCheck }
}

const NO_STORE = { 'cache-control': 'no-store' } as const

/** Liveness: the process answers. */
export function livenessResponse(): Response {
  return Response.json({ status: 'ok' }, { headers: NO_STORE })
}

/** Resolves with `fallback` when `work` takes longer than `ms` or fails. */
async function within<T>(ms: number, work: () => Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([work().catch(() => fallback), late])
  } finally {
    clearTimeout(timer)
  }
}

export type ConnectedEnv = ContentEnv & { projectId: string }

export interface ContentProbes {
  readEnv: () => ContentEnv
  /** Local mode: the fixtures load and hold the site settings. */
  fixtures: () => Promise<boolean>
  /** Connected mode: the Content Lake answers that the site settings are published. */
  contentLake: (env: ConnectedEnv, signal: AbortSignal) => Promise<boolean>
  now: () => number
}

export async function fixturesReadable(): Promise<boolean> {
  const dataset = await loadFixtureDataset()
  return dataset.documents.some((document) => document._id === SETTINGS_ID)
}

/** One uncached query, no retries, on the pages' own Content Lake client (lib/content/fetch.ts). */
export async function contentLakeAnswers(env: ConnectedEnv, signal: AbortSignal): Promise<boolean> {
  const client = sanityClient(env).withConfig({ maxRetries: 0 })
  const count: unknown = await client.fetch(SETTINGS_COUNT_QUERY, {}, { cache: 'no-store', signal })
  return countSchema.parse(count) > 0
}

const DEFAULT_PROBES: ContentProbes = {
  readEnv: () => readContentEnv(),
  fixtures: fixturesReadable,
  contentLake: contentLakeAnswers,
  now: Date.now,
}

/** The source asked for, when the settings cannot be parsed (the check then fails anyway). */
const requestedSource = (): ContentSource =>
  process.env.CONTENT_SOURCE?.trim().toLowerCase() === 'sanity' ? 'sanity' : 'fixtures'

/** A content check that remembers a Content Lake success for `trustedMs` (see CONTENT_LAKE_TRUSTED_MS). */
export function createContentCheck(
  probes: ContentProbes = DEFAULT_PROBES,
  { timeoutMs = CHECK_TIMEOUT_MS, trustedMs = CONTENT_LAKE_TRUSTED_MS } = {},
): () => Promise<ContentCheck> {
  let trusted: { key: string; until: number } | undefined
  return async () => {
    let env: ContentEnv
    try {
      env = probes.readEnv()
    } catch {
      return { source: requestedSource(), ok: false }
    }
    const source = resolveContentSource(env)
    if (source === 'fixtures' || !env.projectId) {
      return { source: 'fixtures', ok: await within(timeoutMs, probes.fixtures, false) }
    }
    const connected: ConnectedEnv = { ...env, projectId: env.projectId }
    const key = [env.projectId, env.dataset, env.apiHost ?? ''].join('|')
    if (trusted?.key === key && probes.now() < trusted.until) return { source, ok: true }
    const controller = new AbortController()
    const ok = await within(timeoutMs, () => probes.contentLake(connected, controller.signal), false)
    controller.abort()
    trusted = ok ? { key, until: probes.now() + trustedMs } : undefined
    return { source, ok }
  }
}

/** The cache store check, bounded by the same timeout. */
export function createCacheCheck(
  status: () => Promise<{ store: CacheStore; reachable: boolean }> = cacheStoreStatus,
  { timeoutMs = CHECK_TIMEOUT_MS } = {},
): () => Promise<CacheCheck> {
  return async () => {
    const fallback = { store: process.env.REDIS_URL?.trim() ? 'redis' : 'local', reachable: false } as const
    const { store, reachable } = await within(timeoutMs, status, fallback)
    return { store, ok: reachable }
  }
}

export interface ReadinessDeps {
  content: () => Promise<ContentCheck>
  cache: () => Promise<CacheCheck>
  log?: LogEvent
}

/**
 * Readiness, checked in parallel. One `readiness` log line when the answer changes (and on the first answer when
 * it is not ok), so a failing dependency shows in the log once, not on every probe.
 */
export function createReadinessCheck({ content, cache, log = logEvent }: ReadinessDeps): () => Promise<Readiness> {
  let last: Readiness['status'] = 'ok'
  return async () => {
    const [contentCheck, cacheCheck] = await Promise.all([content(), cache()])
    const status = contentCheck.ok && cacheCheck.ok ? 'ok' : 'unavailable'
    if (status !== last) {
      log(status === 'ok' ? 'info' : 'warn', 'readiness', {
        status,
        source: contentCheck.source,
        content: contentCheck.ok,
        store: cacheCheck.store,
        cache: cacheCheck.ok,
      })
      last = status
    }
    return { status, checks: { content: contentCheck, cache: cacheCheck } }
  }
}

/** This process's readiness check (module state: the trusted Content Lake answer, the last status logged). */
const readiness = createReadinessCheck({ content: createContentCheck(), cache: createCacheCheck() })

/** Readiness: 200 when every check is ok, 503 otherwise, never cached. */
export async function readinessResponse(check: () => Promise<Readiness> = readiness): Promise<Response> {
  const answer = await check()
  return Response.json(answer, { status: answer.status === 'ok' ? 200 : 503, headers: NO_STORE })
}
