import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'

import { beforeAll, describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import { collectSanityAssets, parseSanityAsset, readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { readSeedConfig } from '@/studio/scripts/seed-config'
import { seed, type SeedClient } from '@/studio/scripts/seed-core'

const fixturesDir = path.join(process.cwd(), 'studio', 'fixtures')

/** A Content Lake stand-in: answers GROQ over an in-memory dataset and records every write. */
function standInLake() {
  const store = new Map<string, FixtureDocument>()
  const uploads: Array<{ filename: string; contentType: string; bytes: number }> = []
  const mutations: Array<Array<{ createOrReplace: FixtureDocument }>> = []
  let revision = 0
  const client: SeedClient = {
    fetch: (query, params) => evaluateLocally(query, params, [...store.values()]),
    upload: async (kind, body, { filename, contentType }) => {
      uploads.push({ filename, contentType, bytes: body.byteLength })
      const sha1 = createHash('sha1').update(body).digest('hex')
      // The real API answers with the existing asset when the same bytes are uploaded again.
      const existing = [...store.values()].find((document) => document.sha1hash === sha1)
      if (existing) return { _id: existing._id }
      const asset = {
        _id: `${kind}-${sha1}-upload-${filename.split('.').at(-1) ?? ''}`,
        _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
        sha1hash: sha1,
        originalFilename: filename,
      }
      store.set(asset._id, asset)
      return asset
    },
    mutate: async (batch) => {
      mutations.push(batch)
      for (const { createOrReplace } of batch) {
        store.set(createOrReplace._id, { ...createOrReplace, _rev: `rev${++revision}`, _createdAt: '2025-01-01T00:00:00Z', _updatedAt: '2025-01-01T00:00:00Z' })
      }
    },
  }
  return { client, store, uploads, mutations }
}

let fixtures: FixtureDocument[]
/** Every image and file the fixtures reference, once each (distinct content). */
let assetFiles: string[]
beforeAll(async () => {
  fixtures = await readFixtureDocuments(fixturesDir)
  assetFiles = [...new Set(collectSanityAssets(fixtures).map((value) => parseSanityAsset(value).relativePath))]
})

const quiet = () => undefined

describe('npm run seed (against a stand-in client)', () => {
  it('first run uploads every image once and writes every document in one transaction', async () => {
    const lake = standInLake()
    const report = await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })

    expect(lake.uploads.map((upload) => upload.filename).sort()).toEqual(assetFiles.map((file) => path.posix.basename(file)).sort())
    expect(lake.uploads.map((upload) => upload.filename)).toEqual(expect.arrayContaining(['logo.svg', 'welcome-packet-k-5.pdf']))
    expect(new Set(lake.uploads.map((upload) => upload.contentType))).toEqual(new Set(['image/svg+xml', 'application/pdf']))
    expect(lake.store.get([...lake.store.keys()].find((id) => id.startsWith('file-'))!)?._type).toBe('sanity.fileAsset')
    expect(lake.mutations).toHaveLength(1)
    expect(lake.mutations[0]!.map((mutation) => mutation.createOrReplace._id).sort()).toEqual(
      fixtures.map((document) => document._id).sort(),
    )
    expect(report.written).toBe(fixtures.length)
  })

  it('sends documents with image references to the uploaded assets, never file paths', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    const sent = lake.mutations.flat().map((mutation) => mutation.createOrReplace)
    expect(JSON.stringify(sent)).not.toContain('_sanityAsset')
    const settings = sent.find((document) => document._id === 'siteSettings') as unknown as {
      logo: { asset: { _ref: string }; alt: string }
    }
    expect(settings.logo.asset._ref).toMatch(/^image-[0-9a-f]{40}-/)
    expect(lake.store.has(settings.logo.asset._ref)).toBe(true)
    expect(settings.logo.alt).toMatch(/Sankofa/)
  })

  it('a second run writes nothing', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    const report = await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    expect(lake.uploads).toHaveLength(assetFiles.length)
    expect(lake.mutations).toHaveLength(1)
    expect(report.written).toBe(0)
    expect(report.documents.every((document) => document.action === 'unchanged')).toBe(true)
  })

  it('rewrites only a document whose content differs from the fixtures', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    lake.store.set('plan.core', { ...lake.store.get('plan.core')!, monthlyPrice: 375 })
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    expect(lake.mutations).toHaveLength(2)
    expect(lake.mutations[1]!.map((mutation) => mutation.createOrReplace)).toEqual([
      expect.objectContaining({ _id: 'plan.core', monthlyPrice: 350 }),
    ])
  })

  it('a dry run writes nothing and prints what it would write', async () => {
    const lake = standInLake()
    const lines: string[] = []
    await seed({ client: lake.client, documents: fixtures, fixturesDir, dryRun: true, log: (line) => lines.push(line) })
    expect(lake.uploads).toEqual([])
    expect(lake.mutations).toEqual([])
    expect(lines).toContainEqual(expect.stringMatching(/^\[dry run\] would upload images\/logo\.svg \(320x80, \d+ bytes\)$/))
    expect(lines).toContain('[dry run] would create plan.core (plan)')
    expect(lines).toContain('[dry run] would create siteSettings (siteSettings)')
    expect(lines.at(-1)).toBe(
      `[dry run] nothing written: ${assetFiles.length} file(s) to upload, ${fixtures.length} document(s) to write, 0 unchanged`,
    )
  })

  it('a dry run after seeding reports nothing to write', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    const lines: string[] = []
    await seed({ client: lake.client, documents: fixtures, fixturesDir, dryRun: true, log: (line) => lines.push(line) })
    expect(lines).toEqual([`[dry run] nothing written: 0 file(s) to upload, 0 document(s) to write, ${fixtures.length} unchanged`])
  })
})

describe('seed settings', () => {
  it('refuses without a project id, naming the variable and pointing to the README', () => {
    expect(() => readSeedConfig({ SANITY_API_WRITE_TOKEN: 'sk-test' }, { dryRun: false })).toThrow(
      /NEXT_PUBLIC_SANITY_PROJECT_ID is not set.*README\.md/,
    )
  })

  it('refuses without a write token, naming the variable and pointing to the README', () => {
    expect(() => readSeedConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }, { dryRun: false })).toThrow(
      /SANITY_API_WRITE_TOKEN is not set.*README\.md/,
    )
  })

  it('allows a dry run without a token and defaults the dataset', () => {
    expect(readSeedConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }, { dryRun: true })).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-10-01',
      token: undefined,
    })
  })

  it('the command exits non-zero with the refusal when nothing is configured', async () => {
    const run = promisify(execFile)
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SEED_IGNORE_ENV_FILES: '1', NODE_ENV: 'test' as const }
    const failure = await run(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['studio/seed.ts'], {
      cwd: process.cwd(),
      env,
    }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toMatch(/Refusing to seed: NEXT_PUBLIC_SANITY_PROJECT_ID is not set/)
  })
})
