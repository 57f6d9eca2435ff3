// npm run db:apply -- --url <postgres connection string> | --pglite <dir>  [--no-seed]
// Applies supabase/migrations (in order, each once) and supabase/seed.sql.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'

import { pgliteExecutor, postgresExecutor } from './executors'
import { applyMigrations, readShimSql, type ApplyResult } from './migrations'

export const USAGE = `Apply the database migrations and seed.

  npm run db:apply -- --url postgres://USER:PASSWORD@HOST:5432/postgres
  npm run db:apply                      (uses DATABASE_URL when --url is not given)
  npm run db:apply -- --pglite .pglite/dev

Options:
  --url <connection string>  A real Supabase Postgres (Dashboard > Connect: the direct connection or the
                             session pooler on port 5432). Add ?sslmode=require for hosted projects.
  --pglite <dir>             A local persistent PGlite database in <dir> (created if missing). The
                             Supabase stand-in (roles, auth, storage) in supabase/scripts is applied first.
  --no-seed                  Skip supabase/seed.sql (the product catalogue).
  --help                     Show this text.

Migrations already recorded in supabase_migrations.schema_migrations are skipped, and the seed upserts
by id, so running it again is safe.`

export class UsageError extends Error {}

export type Target = { kind: 'url'; url: string } | { kind: 'pglite'; dir: string }

export interface ApplyCommand {
  target: Target
  seed: boolean
}

/** Parse CLI arguments; `null` means "print the usage" (--help). */
export function parseCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): ApplyCommand | null {
  let values: { url?: string; pglite?: string; 'no-seed'?: boolean; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        pglite: { type: 'string' },
        'no-seed': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return null
  const seed = !values['no-seed']
  if (values.url !== undefined && values.pglite !== undefined) {
    throw new UsageError('Give either --url or --pglite, not both.')
  }
  if (values.pglite !== undefined) {
    if (values.pglite.trim() === '') throw new UsageError('--pglite needs a directory.')
    return { target: { kind: 'pglite', dir: path.resolve(values.pglite) }, seed }
  }
  const url = values.url ?? env.DATABASE_URL
  if (!url) throw new UsageError('Nothing to apply to: pass --url, set DATABASE_URL, or pass --pglite <dir>.')
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new UsageError('The connection string must start with postgres:// or postgresql://.')
  }
  return { target: { kind: 'url', url }, seed }
}

export async function runApply(command: ApplyCommand, log: (line: string) => void = () => {}): Promise<ApplyResult> {
  if (command.target.kind === 'pglite') {
    mkdirSync(command.target.dir, { recursive: true })
    const db = await PGlite.create(command.target.dir)
    try {
      await db.exec(readShimSql())
      return await applyMigrations(pgliteExecutor(db), { seed: command.seed, log })
    } finally {
      await db.close()
    }
  }
  // prepare: false keeps it working through a transaction pooler too; max 1 applies in order.
  const sql = postgres(command.target.url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 15 })
  try {
    return await applyMigrations(postgresExecutor(sql), { seed: command.seed, log })
  } finally {
    await sql.end({ timeout: 5 })
  }
}

function describe(target: Target): string {
  if (target.kind === 'pglite') return `PGlite at ${target.dir}`
  const url = new URL(target.url)
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`
}

async function main(): Promise<number> {
  let command: ApplyCommand | null
  try {
    command = parseCommand(process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`db:apply: ${error.message}\n\n${USAGE}`)
      return 2
    }
    throw error
  }
  if (command === null) {
    console.log(USAGE)
    return 0
  }
  console.log(`Applying to ${describe(command.target)}`)
  try {
    const result = await runApply(command, (line) => console.log(`  ${line}`))
    console.log(
      `Done: ${result.applied.length} applied, ${result.skipped.length} already applied${result.seeded ? ', seed applied' : ''}.`,
    )
    return 0
  } catch (error) {
    console.error(`db:apply failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
