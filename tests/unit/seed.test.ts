import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'

import { beforeAll, describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import {
  collectSanityAssets,
  parseSanityAsset,
  readFixtureDocuments,
  type FixtureDocument,
} from '@/lib/content/fixture-files'
import { parseSeedArgs, readSeedConfig } from '@/studio/scripts/seed-config'
import { contentHash, seed, SEED_STATE_ID, type SeedClient, type SeedMutation } from '@/studio/scripts/seed-core'

const fixturesDir = path.join(process.cwd(), 'studio', 'fixtures')

/** Every strong (not `_weak`) reference in a document. */
function strongReferences(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(strongReferences)
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const own = typeof record._ref === 'string' && record._weak !== true ? [record._ref] : []
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== '_ref')
      .flatMap(([, child]) => strongReferences(child)),
  ]
}

/**
 * A Content Lake stand-in: answers GROQ over an in-memory dataset (raw: drafts included) and records
 * every write. A transaction applies whole or not at all, and like Sanity it is refused when it would
 * leave a strong reference pointing at a missing document (a delete of a referenced document), when a
 * `create` finds the id taken, or when a patch's `ifRevisionID` no longer matches.
 */
function standInLake() {
  const store = new Map<string, FixtureDocument>()
  const uploads: Array<{ filename: string; contentType: string; bytes: number }> = []
  const mutations: SeedMutation[][] = []
  let revision = 0
  const stamp = (document: FixtureDocument): FixtureDocument => ({
    ...document,
    _rev: `rev${++revision}`,
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
  })
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
      const next = new Map(store)
      for (const mutation of batch) {
        if ('createOrReplace' in mutation) {
          next.set(mutation.createOrReplace._id, stamp(mutation.createOrReplace))
        } else if ('create' in mutation) {
          if (next.has(mutation.create._id)) throw new Error(`Document by ID "${mutation.create._id}" already exists`)
          next.set(mutation.create._id, stamp(mutation.create))
        } else if ('patch' in mutation) {
          const { id, ifRevisionID, set } = mutation.patch
          const current = next.get(id)
          if (!current) throw new Error(`Cannot patch missing document "${id}"`)
          if (ifRevisionID !== undefined && current._rev !== ifRevisionID)
            throw new Error(`Document "${id}" has unexpected revision ID`)
          next.set(id, stamp({ ...current, ...set }))
        } else {
          next.delete(mutation.delete.id)
        }
      }
      for (const document of next.values()) {
        for (const ref of strongReferences(document)) {
          if (!next.has(ref)) throw new Error(`Document "${document._id}" references non-existent document "${ref}"`)
        }
      }
      store.clear()
      for (const [id, document] of next) store.set(id, document)
    },
  }
  return { client, store, uploads, mutations }
}

/** The whole documents a transaction writes (createOrReplace), in order, without the seed's own record. */
const writtenIn = (batch: SeedMutation[]) =>
  batch.flatMap((mutation) =>
    'createOrReplace' in mutation && mutation.createOrReplace._id !== SEED_STATE_ID ? [mutation.createOrReplace] : [],
  )

/** Staff change a document in the dataset (the Studio writes a new revision). */
function staffEdit(lake: ReturnType<typeof standInLake>, id: string, changes: Record<string, unknown>) {
  lake.store.set(id, { ...lake.store.get(id)!, ...changes, _rev: `staff-${id}` })
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

    expect(lake.uploads.map((upload) => upload.filename).sort()).toEqual(
      assetFiles.map((file) => path.posix.basename(file)).sort(),
    )
    expect(lake.uploads.map((upload) => upload.filename)).toEqual(
      expect.arrayContaining(['logo.svg', 'kiswahili-numbers-chart.pdf']),
    )
    expect(new Set(lake.uploads.map((upload) => upload.contentType))).toEqual(
      new Set(['image/svg+xml', 'application/pdf']),
    )
    expect(lake.store.get([...lake.store.keys()].find((id) => id.startsWith('file-'))!)?._type).toBe('sanity.fileAsset')
    expect(lake.mutations).toHaveLength(1)
    expect(
      writtenIn(lake.mutations[0]!)
        .map((document) => document._id)
        .sort(),
    ).toEqual(fixtures.map((document) => document._id).sort())
    expect(report.written).toBe(fixtures.length)
    // In the same transaction, the seed remembers what it wrote: one hash per fixture, at a private (dotted) id.
    const state = lake.mutations[0]!.flatMap((m) =>
      'createOrReplace' in m && m.createOrReplace._id === SEED_STATE_ID ? [m.createOrReplace] : [],
    )
    expect(state).toHaveLength(1)
    const written = (state[0] as unknown as { written: Array<{ id: string; hash: string }> }).written
    expect(written.map((entry) => entry.id).sort()).toEqual(fixtures.map((document) => document._id).sort())
    const planCore = fixtures.find((document) => document._id === 'plan-core')!
    expect(written.find((entry) => entry.id === 'plan-core')?.hash).toBe(contentHash(planCore))
  })

  it('sends documents with image references to the uploaded assets, never file paths', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    const sent = lake.mutations.flatMap(writtenIn)
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

  it('rewrites a document whose fixture changed since the last seed, and only that one', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    const changed = fixtures.map((document) =>
      document._id === 'plan-core' ? { ...document, monthlyPrice: 365 } : document,
    )
    const lines: string[] = []
    await seed({ client: lake.client, documents: changed, fixturesDir, log: (line) => lines.push(line) })
    expect(lake.mutations).toHaveLength(2)
    expect(writtenIn(lake.mutations[1]!)).toEqual([expect.objectContaining({ _id: 'plan-core', monthlyPrice: 365 })])
    expect(lines).toContain('update plan-core (plan)')
    expect(lake.store.get('plan-core')?.monthlyPrice).toBe(365)
  })

  it('keeps a document staff edited in the dataset, and says so; a second run keeps it too', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    staffEdit(lake, 'plan-core', { monthlyPrice: 375 })
    for (const run of [1, 2]) {
      const lines: string[] = []
      const report = await seed({
        client: lake.client,
        documents: fixtures,
        fixturesDir,
        log: (line) => lines.push(line),
      })
      expect(lines, `run ${run}`).toContain('kept plan-core (edited in the dataset)')
      expect(lines.at(-1)).toBe(
        `Seeded: 0 file(s) uploaded, 0 document(s) written, ${fixtures.length - 1} unchanged, 1 kept (edited in the dataset; --overwrite <id|all> replaces them)`,
      )
      expect(report.documents.find((document) => document._id === 'plan-core')?.action).toBe('kept')
    }
    expect(lake.mutations).toHaveLength(1)
    expect(lake.store.get('plan-core')?.monthlyPrice).toBe(375)
  })

  it('a staff edit is kept even when the fixture changed too, until --overwrite names it', async () => {
    const lake = standInLake()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    staffEdit(lake, 'plan-core', { monthlyPrice: 375 })
    staffEdit(lake, 'plan-full', { name: 'Full Program (edited)' })
    const changed = fixtures.map((document) =>
      document._id === 'plan-core' ? { ...document, monthlyPrice: 365 } : document,
    )
    await seed({ client: lake.client, documents: changed, fixturesDir, log: quiet })
    expect(lake.store.get('plan-core')?.monthlyPrice).toBe(375)

    const dry: string[] = []
    await seed({
      client: lake.client,
      documents: changed,
      fixturesDir,
      dryRun: true,
      overwrite: ['plan-core'],
      log: (line) => dry.push(line),
    })
    expect(dry).toContain('[dry run] would update plan-core (plan)')
    expect(dry).toContain('[dry run] kept plan-full (edited in the dataset)')

    await seed({ client: lake.client, documents: changed, fixturesDir, overwrite: ['plan-core'], log: quiet })
    expect(lake.store.get('plan-core')?.monthlyPrice).toBe(365)
    expect(lake.store.get('plan-full')?.name).toBe('Full Program (edited)')

    await seed({ client: lake.client, documents: changed, fixturesDir, overwrite: 'all', log: quiet })
    expect(lake.store.get('plan-full')?.name).toBe(fixtures.find((document) => document._id === 'plan-full')?.name)
    // Now everything is as the seed wrote it: a later fixture change goes through without --overwrite.
    const later = changed.map((document) => (document._id === 'plan-full' ? { ...document, name: 'Full' } : document))
    await seed({ client: lake.client, documents: later, fixturesDir, log: quiet })
    expect(lake.store.get('plan-full')?.name).toBe('Full')
  })

  it('warns when the dataset is public: every published field is readable with the project id', async () => {
    const lake = standInLake()
    const lines: string[] = []
    const client = { ...lake.client, datasetAclMode: async () => 'public' }
    await seed({ client, documents: fixtures, fixturesDir, log: (line) => lines.push(line) })
    expect(lines[0]).toBe(
      'Warning: this dataset is public, so anyone who knows the project id can read every published field, hidden e-mail addresses included. Make it private in sanity.io/manage (Datasets) and give the site SANITY_API_READ_TOKEN (see README.md, "Who can edit what").',
    )
    const quietLines: string[] = []
    await seed({
      client: { ...lake.client, datasetAclMode: async () => 'private' },
      documents: fixtures,
      fixturesDir,
      log: (line) => quietLines.push(line),
    })
    expect(quietLines.some((line) => line.startsWith('Warning'))).toBe(false)
  })

  it('a dry run writes nothing and prints what it would write', async () => {
    const lake = standInLake()
    const lines: string[] = []
    await seed({ client: lake.client, documents: fixtures, fixturesDir, dryRun: true, log: (line) => lines.push(line) })
    expect(lake.uploads).toEqual([])
    expect(lake.mutations).toEqual([])
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[dry run\] would upload images\/logo\.svg \(320x80, \d+ bytes\)$/),
    )
    expect(lines).toContain('[dry run] would create plan-core (plan)')
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
    expect(lines).toEqual([
      `[dry run] nothing written: 0 file(s) to upload, 0 document(s) to write, ${fixtures.length} unchanged`,
    ])
  })
})

/**
 * Fixture ids used to be `<type>.<name>`. Sanity hides an id with a dot from readers without a token,
 * so they became `<type>-<name>`; datasets seeded before still hold the old ids (and staff content
 * pointing at them), and the seed moves them.
 */
describe('npm run seed moves documents from the old dotted fixture ids', () => {
  /** The id a fixture had before, spelt out here on its own (not borrowed from the seed). */
  const dottedIdOf = (document: FixtureDocument) =>
    document._id.startsWith(`${document._type}-`)
      ? `${document._type}.${document._id.slice(document._type.length + 1)}`
      : document._id
  /** The fixtures as an older seed wrote them: dotted ids, and references to dotted ids. */
  const legacyFixtures = (): FixtureDocument[] => {
    const dotted = new Map(fixtures.map((document) => [document._id, dottedIdOf(document)]))
    return JSON.parse(JSON.stringify(fixtures), (key: string, value: unknown) =>
      (key === '_id' || key === '_ref') && typeof value === 'string' ? (dotted.get(value) ?? value) : value,
    ) as FixtureDocument[]
  }
  const renamed = () => fixtures.filter((document) => dottedIdOf(document) !== document._id)

  /** Staff content on top of an old dataset: a post (and its draft) by a fixture educator, and a draft of a plan. */
  const STAFF_POST = '6c1f7d2a-staff-post'
  async function oldDataset() {
    const lake = standInLake()
    await seed({ client: lake.client, documents: legacyFixtures(), fixturesDir, log: quiet })
    const post = {
      _id: STAFF_POST,
      _type: 'blogPost',
      title: 'News from the staff',
      author: { _type: 'reference', _ref: 'educator.tendai-moyo' },
    }
    await lake.client.mutate([
      { createOrReplace: post },
      { createOrReplace: { ...post, _id: `drafts.${STAFF_POST}`, title: 'News from the staff (edited)' } },
      { createOrReplace: { ...lake.store.get('plan.core')!, _id: 'drafts.plan.core', monthlyPrice: 999 } },
    ])
    return lake
  }

  it('the stand-in refuses to delete a document that is still referenced, as Sanity does', async () => {
    const lake = await oldDataset()
    await expect(lake.client.mutate([{ delete: { id: 'educator.tendai-moyo' } }])).rejects.toThrow(
      /references non-existent document "educator\.tendai-moyo"/,
    )
    expect(lake.store.has('educator.tendai-moyo')).toBe(true)
  })

  it('moves every old id to its new one in one transaction, re-pointing references, reporting each move', async () => {
    const lake = await oldDataset()
    const before = lake.mutations.length
    const lines: string[] = []
    const report = await seed({
      client: lake.client,
      documents: fixtures,
      fixturesDir,
      log: (line) => lines.push(line),
    })

    expect(lake.mutations).toHaveLength(before + 1)
    const ids = [...lake.store.keys()]
    // No old dotted id is left; the seed's own record is dotted on purpose (private in a public dataset).
    expect(ids.filter((id) => id.includes('.') && !id.startsWith('drafts.'))).toEqual([SEED_STATE_ID])
    expect(ids.filter((id) => id.startsWith('drafts.')).sort()).toEqual([`drafts.${STAFF_POST}`, 'drafts.plan-core'])
    for (const document of fixtures) expect(lake.store.has(document._id), document._id).toBe(true)
    // The fixtures, their files, the three staff documents (post, its draft, the plan's draft) and the seed's record.
    expect(lake.store.size).toBe(fixtures.length + assetFiles.length + 3 + 1)

    // Staff content follows: the references and the draft's own edits.
    const author = (id: string) => (lake.store.get(id) as { author?: { _ref: string } } | undefined)?.author?._ref
    expect(author(STAFF_POST)).toBe('educator-tendai-moyo')
    expect(author(`drafts.${STAFF_POST}`)).toBe('educator-tendai-moyo')
    expect(lake.store.get('drafts.plan-core')).toMatchObject({ _type: 'plan', monthlyPrice: 999 })

    expect(lines).toContain('move plan.core → plan-core (plan)')
    expect(lines).toContain('move educator.tendai-moyo → educator-tendai-moyo (educator)')
    expect(lines).toContain('move drafts.plan.core → drafts.plan-core (plan)')
    expect(lines).toContain(`re-point ${STAFF_POST} (blogPost): educator.tendai-moyo → educator-tendai-moyo`)
    expect(lines).toContain(`re-point drafts.${STAFF_POST} (blogPost): educator.tendai-moyo → educator-tendai-moyo`)
    expect(lines.filter((line) => line.startsWith('move '))).toHaveLength(renamed().length + 1)
    expect(report.moved).toContainEqual({ from: 'plan.core', to: 'plan-core' })
    expect(report.moved).toHaveLength(renamed().length + 1)
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Seeded: 0 file\\(s\\) uploaded, \\d+ document\\(s\\) written, ${renamed().length + 1} moved, 2 re-pointed, \\d+ unchanged$`,
      ),
    )

    // In the transaction, references are re-pointed before the documents they named are deleted.
    const transaction = lake.mutations.at(-1)!
    const lastPatch = transaction.findLastIndex((mutation) => 'patch' in mutation)
    const firstDelete = transaction.findIndex((mutation) => 'delete' in mutation)
    expect(lastPatch).toBeGreaterThanOrEqual(0)
    expect(lastPatch).toBeLessThan(firstDelete)
  })

  it('a second run after the move changes nothing', async () => {
    const lake = await oldDataset()
    await seed({ client: lake.client, documents: fixtures, fixturesDir, log: quiet })
    const before = lake.mutations.length
    const lines: string[] = []
    const report = await seed({
      client: lake.client,
      documents: fixtures,
      fixturesDir,
      log: (line) => lines.push(line),
    })
    expect(lake.mutations).toHaveLength(before)
    expect(report.moved).toEqual([])
    expect(report.documents.every((document) => document.action === 'unchanged')).toBe(true)
    expect(lines).toEqual([`Seeded: 0 file(s) uploaded, 0 document(s) written, ${fixtures.length} unchanged`])
  })

  it('a dry run reports the same moves and writes nothing', async () => {
    const lake = await oldDataset()
    const before = new Map(lake.store)
    const writes = lake.mutations.length
    const lines: string[] = []
    const report = await seed({
      client: lake.client,
      documents: fixtures,
      fixturesDir,
      dryRun: true,
      log: (line) => lines.push(line),
    })
    expect(lake.mutations).toHaveLength(writes)
    expect(lake.store).toEqual(before)
    expect(lines).toContain('[dry run] would move plan.core → plan-core (plan)')
    expect(lines).toContain('[dry run] would move drafts.plan.core → drafts.plan-core (plan)')
    expect(lines).toContain(
      `[dry run] would re-point ${STAFF_POST} (blogPost): educator.tendai-moyo → educator-tendai-moyo`,
    )
    expect(report.moved).toHaveLength(renamed().length + 1)

    // Line for line what a real run over the same dataset then does.
    const real: string[] = []
    await seed({
      client: (await oldDataset()).client,
      documents: fixtures,
      fixturesDir,
      log: (line) => real.push(line),
    })
    expect(lines.slice(0, -1)).toEqual(real.slice(0, -1).map((line) => `[dry run] would ${line}`))
    expect(lines.at(-1)).toMatch(
      /^\[dry run\] nothing written: 0 file\(s\) to upload, \d+ document\(s\) to write, \d+ to move, 2 to re-point, \d+ unchanged$/,
    )
  })
})

describe('seed settings', () => {
  it('reads --dry-run and --overwrite (repeated, comma-separated, or all), and refuses anything else', () => {
    expect(parseSeedArgs([])).toEqual({ dryRun: false, overwrite: [] })
    expect(parseSeedArgs(['--dry-run', '--overwrite', 'plan-core', '--overwrite=plan-full,siteSettings'])).toEqual({
      dryRun: true,
      overwrite: ['plan-core', 'plan-full', 'siteSettings'],
    })
    expect(parseSeedArgs(['--overwrite', 'all'])).toEqual({ dryRun: false, overwrite: 'all' })
    expect(() => parseSeedArgs(['--overwrite'])).toThrow('--overwrite needs a document id or "all".')
    expect(() => parseSeedArgs(['--overwrite', '--dry-run'])).toThrow('--overwrite needs a document id')
    expect(() => parseSeedArgs(['--force'])).toThrow(
      'Unknown option --force. Usage: npm run seed [-- --dry-run] [-- --overwrite <id|all>]',
    )
  })

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
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      SEED_IGNORE_ENV_FILES: '1',
      NODE_ENV: 'test' as const,
    }
    const failure = await run(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['studio/scripts/seed.ts'], {
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
