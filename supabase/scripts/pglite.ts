// PGlite as a stand-in for a Supabase database, for `functions:dev` and the tests: a fresh in-process Postgres
// with the Supabase shim, every migration and (optionally) the seed; helpers to act as a Supabase API role; and
// a loopback socket so code that speaks the Postgres wire protocol (postgres.js) can connect as it would to a
// real database.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PGlite, type Transaction } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

import { pgliteExecutor } from './executors'
import { applyMigrations, listMigrations, readSeedSql, readShimSql } from './migrations'

/** Install the Supabase stand-in (roles, auth, storage, default grants). Idempotent. */
export async function applyShim(db: PGlite): Promise<void> {
  await db.exec(readShimSql())
}

/**
 * Timeout for a beforeAll that calls createTestDb: the first build of a template (no disk cache yet)
 * can take a minute on a loaded 2-core machine. Use `beforeAll(fn, DB_HOOK_TIMEOUT)`.
 */
export const DB_HOOK_TIMEOUT = 180_000

export interface CreateTestDbOptions {
  /** Also run supabase/seed.sql (the fixture catalogue). Default false. */
  seed?: boolean
  /** Apply supabase/migrations. Default true; false gives a blank "new Supabase project" (shim only). */
  migrate?: boolean
}

type TemplateKind = 'shim' | 'migrated' | 'seeded'

const templates = new Map<string, Promise<Blob>>()

function templateKey(kind: TemplateKind): string {
  const hash = createHash('sha256')
  hash.update(`pglite-0.5.14\0${kind}\0`)
  hash.update(readShimSql())
  if (kind !== 'shim') for (const migration of listMigrations()) hash.update(`\0${migration.file}\0${migration.sql}`)
  if (kind === 'seeded') hash.update(`\0seed\0${readSeedSql()}`)
  return hash.digest('hex').slice(0, 20)
}

async function buildTemplate(kind: TemplateKind, file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = await PGlite.create()
  try {
    await applyShim(db)
    if (kind !== 'shim') await applyMigrations(pgliteExecutor(db), { seed: kind === 'seeded' })
    const dump = await db.dumpDataDir('none')
    // Write-then-rename: parallel vitest workers may race to create the same cache file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()))
    renameSync(temporary, file)
    // Drop caches of older SQL for the same kind (40 MB each).
    const prefix = `academy-pglite-${kind}-`
    for (const name of readdirSync(path.dirname(file))) {
      if (name.startsWith(prefix) && name.endsWith('.tar') && name !== path.basename(file)) {
        rmSync(path.join(path.dirname(file), name), { force: true })
      }
    }
    return dump
  } finally {
    await db.close()
  }
}

/**
 * A fresh PGlite (superuser `postgres`) with the shim and all migrations applied, plus the seed
 * when asked (or the shim alone with migrate: false). The migrated data directory is cached on disk (keyed by the SQL's content), so after
 * the first build each call only loads a copy (about 2 s). Close it with `await db.close()`.
 */
export async function createTestDb(options: CreateTestDbOptions = {}): Promise<PGlite> {
  const migrate = options.migrate ?? true
  if (!migrate && options.seed) throw new Error('createTestDb: seed needs migrate')
  const kind: TemplateKind = !migrate ? 'shim' : options.seed ? 'seeded' : 'migrated'
  const key = templateKey(kind)
  let template = templates.get(key)
  if (!template) {
    template = buildTemplate(kind, path.join(tmpdir(), `academy-pglite-${kind}-${key}.tar`))
    templates.set(key, template)
    template.catch(() => templates.delete(key))
  }
  return PGlite.create({ loadDataDir: await template })
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role'

export interface Actor {
  role: ApiRole
  /** auth.users id; required for 'authenticated'. Becomes the `sub` claim. */
  userId?: string
  email?: string
}

/** The JWT claims Supabase would put in `request.jwt.claims` for this actor. */
export function claimsFor(actor: Actor): Record<string, string> {
  if (actor.role === 'authenticated' && !actor.userId) {
    throw new Error('asRole: an authenticated actor needs a userId')
  }
  const claims: Record<string, string> = { role: actor.role }
  if (actor.userId) {
    claims.sub = actor.userId
    claims.aud = 'authenticated'
  }
  if (actor.email) claims.email = actor.email
  return claims
}

const ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role']

export interface AsRoleOptions {
  /** Roll the transaction back after fn instead of committing (for probes that must leave no trace). */
  rollback?: boolean
}

/**
 * Run fn in a transaction as a Supabase API role: `SET LOCAL ROLE <role>` plus the JWT claims
 * (`request.jwt.claims`, `request.jwt.claim.sub|role|email`), so auth.uid()/auth.jwt() and RLS
 * behave as behind PostgREST. Commits unless options.rollback; a throw rolls back and rethrows.
 */
export async function asRole<T>(
  db: PGlite,
  actor: Actor,
  fn: (tx: Transaction) => Promise<T>,
  options: AsRoleOptions = {},
): Promise<T> {
  if (!ROLES.includes(actor.role)) throw new Error(`asRole: unknown role ${String(actor.role)}`)
  const claims = claimsFor(actor)
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true),
              set_config('request.jwt.claim.email', $4, true)`,
      [JSON.stringify(claims), claims.sub ?? '', claims.role, claims.email ?? ''],
    )
    await tx.exec(`set local role ${actor.role}`)
    const result = await fn(tx)
    if (options.rollback) await tx.rollback()
    return result
  })
}

export interface TestUser {
  id: string
  email: string
}

/** Insert a user into auth.users (as the superuser) and return it. */
export async function createUser(db: PGlite, email: string, id?: string): Promise<TestUser> {
  const { rows } = await db.query<TestUser>(
    `insert into auth.users (id, email, email_confirmed_at)
     values (coalesce($1::uuid, gen_random_uuid()), $2, now())
     returning id, email`,
    [id ?? null, email],
  )
  const user = rows[0]
  if (!user) throw new Error('createUser: no row returned')
  return user
}

export interface SocketOptions {
  /**
   * Client connections the server accepts at once (default 1). PGlite is ONE backend: extra
   * connections are multiplexed onto it, so session state (SET, SET ROLE, temp tables) is shared
   * between them; transactions are kept whole by the server's queue.
   */
  maxConnections?: number
}

export interface SocketHandle {
  /** postgres://postgres:postgres@127.0.0.1:<port>/postgres (PGlite ignores user and password). */
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Serve db on 127.0.0.1 (a free port) over the Postgres wire protocol. Connect postgres.js with
 * `postgres(url, { max: 1 })` unless you raised maxConnections to match; a connection beyond
 * maxConnections is refused ("Too many connections"). Do not run queries on db directly while a
 * socket client is inside a transaction: they would land in that transaction.
 */
export async function serveOverSocket(db: PGlite, options: SocketOptions = {}): Promise<SocketHandle> {
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections ?? 1,
  })
  await server.start()
  const port = Number(server.getServerConn().split(':').pop())
  if (!Number.isInteger(port) || port <= 0) throw new Error(`serveOverSocket: no port in ${server.getServerConn()}`)
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    close: () => server.stop(),
  }
}
