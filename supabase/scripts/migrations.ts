// Applies supabase/migrations/*.sql (in file-name order) and supabase/seed.sql to any database
// reachable through a small executor interface: a real Supabase Postgres (postgres.js) or PGlite.
// Applied migrations are recorded in supabase_migrations.schema_migrations, the same table the
// Supabase CLI uses, so re-running is a no-op and `supabase migration list` agrees with us.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const supabaseDir = fileURLToPath(new URL('..', import.meta.url))
export const migrationsDir = path.join(supabaseDir, 'migrations')
export const seedPath = path.join(supabaseDir, 'seed.sql')
/**
 * The Supabase stand-in (roles, auth, storage) a bare Postgres needs before the migrations: PGlite in tests,
 * `db:apply --pglite` and `db:types`. Never for a real Supabase project, which already has all of it.
 */
export const shimPath = path.join(supabaseDir, 'scripts', 'supabase-shim.sql')

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

export interface Migration {
  version: string
  name: string
  file: string
  sql: string
}

/** Every migration file, oldest first. Throws on a file name the Supabase CLI would not accept. */
export function listMigrations(dir: string = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file)
      if (!match?.[1] || !match[2]) {
        throw new Error(`Migration file name must look like <14-digit timestamp>_<snake_name>.sql: ${file}`)
      }
      return { version: match[1], name: match[2], file, sql: readFileSync(path.join(dir, file), 'utf8') }
    })
}

export function readSeedSql(file: string = seedPath): string {
  return readFileSync(file, 'utf8')
}

export function readShimSql(file: string = shimPath): string {
  return readFileSync(file, 'utf8')
}

/** The little a migration run needs from a database connection. */
export interface SqlExecutor {
  /** Run a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>
  /** Run one parameterised statement and return its rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Run fn atomically: everything or nothing. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>
}

export interface ApplyResult {
  applied: string[]
  skipped: string[]
  seeded: boolean
}

const TRACKING_TABLE_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);`

export interface ApplyOptions {
  seed?: boolean
  migrations?: Migration[]
  seedSql?: string
  log?: (line: string) => void
}

/** Apply pending migrations (each in its own transaction, with its bookkeeping row), then the seed. */
export async function applyMigrations(db: SqlExecutor, options: ApplyOptions = {}): Promise<ApplyResult> {
  const migrations = options.migrations ?? listMigrations()
  const log = options.log ?? (() => {})
  await db.exec(TRACKING_TABLE_SQL)
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (row) => row.version,
    ),
  )
  const result: ApplyResult = { applied: [], skipped: [], seeded: false }
  for (const migration of migrations) {
    if (done.has(migration.version)) {
      result.skipped.push(migration.file)
      log(`= ${migration.file} (already applied)`)
      continue
    }
    await db
      .transaction(async (tx) => {
        await tx.exec(migration.sql)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [migration.sql]],
        )
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        throw new Error(`Migration ${migration.file} failed and was rolled back: ${message}`, { cause: error })
      })
    result.applied.push(migration.file)
    log(`+ ${migration.file}`)
  }
  if (options.seed ?? false) {
    // seed.sql upserts by id, so running it again changes nothing.
    await db.transaction((tx) => tx.exec(options.seedSql ?? readSeedSql()))
    result.seeded = true
    log('+ seed.sql')
  }
  return result
}
