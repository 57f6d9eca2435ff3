import {
  collectSanityAssets,
  parseSanityAsset,
  readFixtureAsset,
  replaceSanityAssets,
  type FixtureAsset,
  type FixtureDocument,
} from '../../lib/content/fixture-files'

/**
 * Loads the fixtures into a dataset through an injected client, idempotently: images and files are uploaded
 * only when no asset with the same SHA-1 exists, and a document is written (createOrReplace, all in
 * one transaction) only when it is missing or its content differs. A dry run reads but never writes.
 */

export interface SeedClient {
  fetch(query: string, params: Record<string, unknown>): Promise<unknown>
  upload(kind: 'image' | 'file', body: Buffer, options: { filename: string; contentType: string }): Promise<{ _id: string }>
  mutate(mutations: Array<{ createOrReplace: FixtureDocument }>): Promise<unknown>
}

export interface SeedOptions {
  client: SeedClient
  documents: readonly FixtureDocument[]
  /** Folder the `_sanityAsset` paths are relative to (studio/fixtures). */
  fixturesDir: string
  dryRun?: boolean
  log?: (line: string) => void
}

export type DocumentAction = 'create' | 'update' | 'unchanged'

export interface SeedReport {
  uploaded: string[]
  assetsReused: string[]
  documents: Array<{ _id: string; action: DocumentAction }>
  written: number
}

/** Fields the Content Lake adds to every document; they never count as a content change. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt', '_system', '_originalId'])

/** JSON with object keys sorted, so two documents with the same content compare equal. */
export function canonicalJson(value: unknown): string {
  const sort = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(sort)
    if (inner && typeof inner === 'object') {
      return Object.fromEntries(
        Object.entries(inner)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, sort(v)]),
      )
    }
    return inner
  }
  return JSON.stringify(sort(value))
}

function withoutSystemFields(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM_FIELDS.has(key)))
}

function isDocumentList(value: unknown): value is Array<Record<string, unknown> & { _id: string }> {
  return Array.isArray(value) && value.every((item) => item && typeof item === 'object' && typeof item._id === 'string')
}

export async function seed({ client, documents, fixturesDir, dryRun = false, log = console.log }: SeedOptions): Promise<SeedReport> {
  const prefix = dryRun ? '[dry run] would ' : ''

  // 1. Images: read each referenced file once, reuse assets the dataset already holds.
  const assetsByValue = new Map<string, FixtureAsset>()
  for (const value of collectSanityAssets(documents)) {
    assetsByValue.set(value, await readFixtureAsset(parseSanityAsset(value), fixturesDir))
  }
  const hashes = [...new Set([...assetsByValue.values()].map((asset) => asset.sha1))]
  const existingAssets = await client.fetch(
    '*[_type in ["sanity.imageAsset", "sanity.fileAsset"] && sha1hash in $hashes]{_id, sha1hash}',
    { hashes },
  )
  const assetIdByHash = new Map<string, string>()
  if (Array.isArray(existingAssets)) {
    for (const asset of existingAssets as Array<{ _id?: unknown; sha1hash?: unknown }>) {
      if (typeof asset._id === 'string' && typeof asset.sha1hash === 'string') assetIdByHash.set(asset.sha1hash, asset._id)
    }
  }
  const report: SeedReport = { uploaded: [], assetsReused: [], documents: [], written: 0 }
  for (const asset of new Map([...assetsByValue.values()].map((a) => [a.sha1, a])).values()) {
    if (assetIdByHash.has(asset.sha1)) {
      report.assetsReused.push(asset.relativePath)
      continue
    }
    const size = asset.kind === 'image' ? `${asset.width}x${asset.height}, ` : ''
    log(`${prefix}upload ${asset.relativePath} (${size}${asset.size} bytes)`)
    report.uploaded.push(asset.relativePath)
    if (dryRun) {
      // Sanity names an uploaded asset by its content hash (and an image by its size): the id computed here.
      assetIdByHash.set(asset.sha1, asset._id)
    } else {
      const uploaded = await client.upload(asset.kind, asset.bytes, { filename: asset.fileName, contentType: asset.mimeType })
      assetIdByHash.set(asset.sha1, uploaded._id)
    }
  }

  // 2. Documents: the fixtures with image references, compared with what the dataset holds.
  const desired = replaceSanityAssets(documents, (value) => {
    const asset = assetsByValue.get(value)
    const id = asset && assetIdByHash.get(asset.sha1)
    if (!id) throw new Error(`No asset for ${value}`)
    return id
  })
  const existing = await client.fetch('*[_id in $ids]', { ids: desired.map((document) => document._id) })
  const existingById = new Map(
    (isDocumentList(existing) ? existing : []).map((document) => [document._id, canonicalJson(withoutSystemFields(document))]),
  )
  const mutations: Array<{ createOrReplace: FixtureDocument }> = []
  for (const document of desired) {
    const current = existingById.get(document._id)
    const action: DocumentAction =
      current === undefined ? 'create' : current === canonicalJson(document) ? 'unchanged' : 'update'
    report.documents.push({ _id: document._id, action })
    if (action === 'unchanged') continue
    log(`${prefix}${action} ${document._id} (${document._type})`)
    mutations.push({ createOrReplace: document })
  }

  if (mutations.length > 0 && !dryRun) {
    await client.mutate(mutations)
    report.written = mutations.length
  }
  const unchanged = report.documents.filter((document) => document.action === 'unchanged').length
  log(
    dryRun
      ? `[dry run] nothing written: ${report.uploaded.length} file(s) to upload, ${mutations.length} document(s) to write, ${unchanged} unchanged`
      : `Seeded: ${report.uploaded.length} file(s) uploaded, ${report.written} document(s) written, ${unchanged} unchanged`,
  )
  return report
}
