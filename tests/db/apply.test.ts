// The apply script: migrations in order, each once, then the seed; a second run changes nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { parseCommand, runApply, UsageError } from '@/supabase/scripts/apply'
import { pgliteExecutor } from '@/supabase/scripts/executors'
import { applyMigrations, listMigrations } from '@/supabase/scripts/migrations'
import { createTestDb, DB_HOOK_TIMEOUT, serveOverSocket, type SocketHandle } from '@/supabase/scripts/pglite'

const migrationFiles = listMigrations().map((migration) => migration.file)

describe('migration files', () => {
  it('are named <timestamp>_<name>.sql and applied in timestamp order', () => {
    expect(migrationFiles.length).toBeGreaterThanOrEqual(4)
    expect(migrationFiles).toEqual([...migrationFiles].sort())
  })
})

describe('db:apply --url against a fresh database (PGlite behind the wire protocol)', () => {
  let db: PGlite
  let socket: SocketHandle

  beforeAll(async () => {
    db = await createTestDb({ migrate: false })
    socket = await serveOverSocket(db)
  }, DB_HOOK_TIMEOUT)

  afterAll(async () => {
    await socket.close()
    await db.close()
  })

  const snapshot = async () => ({
    migrations: (await db.query('select version, name from supabase_migrations.schema_migrations order by version'))
      .rows,
    products: (await db.query('select * from public.products order by id')).rows,
    buckets: (await db.query('select id, public from storage.buckets order by id')).rows,
  })

  it('applies every migration and the seed', async () => {
    const result = await runApply({ target: { kind: 'url', url: socket.url }, seed: true })
    expect(result).toEqual({ applied: migrationFiles, skipped: [], seeded: true })
    const state = await snapshot()
    expect(state.migrations).toHaveLength(migrationFiles.length)
    expect(state.products).toHaveLength(fixtureProducts.length)
    expect(state.buckets).toEqual([
      { id: 'product-files', public: false },
      { id: 'resumes', public: false },
    ])
  })

  it('changes nothing when run a second time', async () => {
    const before = await snapshot()
    const result = await runApply({ target: { kind: 'url', url: socket.url }, seed: true })
    expect(result).toEqual({ applied: [], skipped: migrationFiles, seeded: true })
    expect(await snapshot()).toEqual(before)
  })
})

describe('applyMigrations', () => {
  it(
    'rolls back a failing migration, names it, and does not record it',
    async () => {
      const db = await createTestDb()
      try {
        const migrations = [
          ...listMigrations(),
          {
            version: '20990101000000',
            name: 'good',
            file: '20990101000000_good.sql',
            sql: 'create table public.good (id int);',
          },
          {
            version: '20990101000001',
            name: 'bad',
            file: '20990101000001_bad.sql',
            sql: 'create table public.half (id int); select 1/0;',
          },
        ]
        await expect(applyMigrations(pgliteExecutor(db), { migrations })).rejects.toThrow(
          /Migration 20990101000001_bad\.sql failed and was rolled back: division by zero/,
        )
        const recorded = await db.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations order by 1',
        )
        expect(recorded.rows.map((row) => row.version)).toEqual([
          ...listMigrations().map((m) => m.version),
          '20990101000000',
        ])
        const tables = await db.query(
          `select 1 from pg_tables where schemaname = 'public' and tablename in ('good', 'half')`,
        )
        expect(tables.rows).toHaveLength(1)
        expect(await db.query(`select to_regclass('public.half') as half`).then((r) => r.rows)).toEqual([
          { half: null },
        ])
      } finally {
        await db.close()
      }
    },
    DB_HOOK_TIMEOUT,
  )
})

describe('db:apply --pglite <dir> (local development database)', () => {
  let dir: string

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'academy-apply-'))
  })

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it(
    'creates a persistent database with the shim, migrations and seed, and re-opens it as a no-op',
    async () => {
      const first = await runApply({ target: { kind: 'pglite', dir }, seed: true })
      expect(first.applied).toEqual(migrationFiles)
      expect(first.seeded).toBe(true)
      // Reopening the folder finds every migration recorded: the data persisted and nothing re-runs.
      const second = await runApply({ target: { kind: 'pglite', dir }, seed: false })
      expect(second).toEqual({ applied: [], skipped: migrationFiles, seeded: false })
    },
    DB_HOOK_TIMEOUT,
  )
})

describe('db:apply arguments', () => {
  it('takes --url, falls back to DATABASE_URL, and takes --pglite with --no-seed', () => {
    expect(parseCommand(['--url', 'postgres://u:p@db.example.co:5432/postgres'], {})).toEqual({
      target: { kind: 'url', url: 'postgres://u:p@db.example.co:5432/postgres' },
      seed: true,
    })
    expect(parseCommand([], { DATABASE_URL: 'postgresql://u:p@h/postgres' })).toEqual({
      target: { kind: 'url', url: 'postgresql://u:p@h/postgres' },
      seed: true,
    })
    expect(parseCommand(['--pglite', 'data/dev', '--no-seed'], {})).toEqual({
      target: { kind: 'pglite', dir: path.resolve('data/dev') },
      seed: false,
    })
    expect(parseCommand(['--help'], {})).toBeNull()
  })

  it('explains what is wrong with bad arguments', () => {
    expect(() => parseCommand([], {})).toThrow(
      new UsageError('Nothing to apply to: pass --url, set DATABASE_URL, or pass --pglite <dir>.'),
    )
    expect(() => parseCommand(['--url', 'mysql://x'], {})).toThrow(/must start with postgres:\/\//)
    expect(() => parseCommand(['--url', 'postgres://x/y', '--pglite', 'd'], {})).toThrow(/either --url or --pglite/)
    expect(() => parseCommand(['--frobnicate'], {})).toThrow(UsageError)
  })
})
