// supabase/config.toml agrees with the migrations on what the deployed project needs.
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { listMigrations, supabaseDir } from '@/supabase/scripts/migrations'

const config = readFileSync(`${supabaseDir}/config.toml`, 'utf8')

/** The key = value lines of one [section] (enough TOML for these flat sections). */
function section(name: string): Record<string, string> {
  const start = config.indexOf(`[${name}]\n`)
  if (start === -1) return {}
  const body = config.slice(start + name.length + 3).split(/\n\[/)[0] ?? ''
  return Object.fromEntries(
    body
      .split('\n')
      .map((line) => /^([a-z_]+)\s*=\s*(.+)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  )
}

describe('supabase/config.toml', () => {
  it('deploys stripe-webhook without JWT verification (Stripe signs its requests instead)', () => {
    expect(section('functions.stripe-webhook').verify_jwt).toBe('false')
  })

  it('declares the same private buckets the storage migration creates', () => {
    const storageMigration = listMigrations().find((migration) => migration.name === 'storage_buckets')!.sql
    for (const bucket of ['product-files', 'resumes']) {
      expect(section(`storage.buckets.${bucket}`).public).toBe('false')
      expect(storageMigration).toContain(`('${bucket}', '${bucket}', false`)
    }
  })

  it('seeds from seed.sql and names a Postgres major version Supabase runs', () => {
    expect(section('db.seed').sql_paths).toBe('["./seed.sql"]')
    expect(['15', '17']).toContain(section('db').major_version)
  })
})
