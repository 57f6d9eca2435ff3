import { createHash } from 'node:crypto'

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
 *
 * After launch staff edit the dataset, so a document that differs from its fixture is only rewritten when
 * the dataset still holds exactly what an earlier seed wrote (a fixture changed in the repository). The seed
 * remembers what it wrote in one document, `seed.state` (a dotted id: private even in a public dataset),
 * as a hash per fixture id. A document edited since is kept and reported, unless `overwrite` names it.
 *
 * The same transaction moves documents that an older seed wrote under a fixture's old dotted id (see
 * `dottedFixtureId`): the fixture is written under its new id, the old id's draft follows it, every
 * other document that references the old id is patched to the new one, and only then is the old id
 * deleted (Sanity refuses to delete a document that something still references).
 */

/** The mutations the seed sends, in Sanity's transaction format. */
export type SeedMutation =
  | { createOrReplace: FixtureDocument }
  | { create: FixtureDocument }
  | { patch: { id: string; ifRevisionID?: string; set: Record<string, unknown> } }
  | { delete: { id: string } }

export interface SeedClient {
  fetch(query: string, params: Record<string, unknown>): Promise<unknown>
  upload(
    kind: 'image' | 'file',
    body: Buffer,
    options: { filename: string; contentType: string },
  ): Promise<{ _id: string }>
  /** Applies the mutations as one transaction: all of them or none. */
  mutate(mutations: SeedMutation[]): Promise<unknown>
  /** The dataset's access mode (`public` lets anyone with the project id read it), when the token may see it. */
  datasetAclMode?(): Promise<string | undefined>
}

/** The document in which the seed remembers what it wrote (see the module comment). */
export const SEED_STATE_ID = 'seed.state'
export const SEED_STATE_TYPE = 'seedState'

type SeedState = {
  _id: typeof SEED_STATE_ID
  _type: typeof SEED_STATE_TYPE
  written: Array<{ _key: string; id: string; hash: string }>
}

/** A short, stable fingerprint of a document's content (system fields left out). */
export function contentHash(document: Record<string, unknown>): string {
  return createHash('sha256')
    .update(canonicalJson(withoutSystemFields(document)))
    .digest('hex')
    .slice(0, 32)
}

function readSeedState(value: unknown): Map<string, string> {
  const written = (value as { written?: unknown } | null)?.written
  if (!Array.isArray(written)) return new Map()
  return new Map(
    written.flatMap((entry: { id?: unknown; hash?: unknown }) =>
      typeof entry?.id === 'string' && typeof entry.hash === 'string' ? [[entry.id, entry.hash] as const] : [],
    ),
  )
}

function seedStateDocument(hashes: ReadonlyMap<string, string>): SeedState {
  return {
    _id: SEED_STATE_ID,
    _type: SEED_STATE_TYPE,
    written: [...hashes]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, hash]) => ({ _key: createHash('sha1').update(id).digest('hex').slice(0, 12), id, hash })),
  }
}

export interface SeedOptions {
  client: SeedClient
  documents: readonly FixtureDocument[]
  /** Folder the `_sanityAsset` paths are relative to (studio/fixtures). */
  fixturesDir: string
  dryRun?: boolean
  /** Fixture ids to write even when staff edited them in the dataset, or 'all'. */
  overwrite?: readonly string[] | 'all'
  log?: (line: string) => void
}

/**
 * `move`: created under its id while the dataset still holds it under its old dotted id.
 * `kept`: differs from its fixture because it was edited in the dataset, so it is left as staff made it.
 */
export type DocumentAction = 'create' | 'update' | 'unchanged' | 'move' | 'kept'

export interface SeedReport {
  uploaded: string[]
  assetsReused: string[]
  documents: Array<{ _id: string; action: DocumentAction }>
  /** Documents moved from an old dotted id (fixtures, and staff drafts of them). */
  moved: Array<{ from: string; to: string }>
  /** Other documents whose references to a moved id were patched to the new id. */
  repointed: string[]
  /** Documents written whole (created or replaced). */
  written: number
}

/**
 * The id a fixture had before fixture ids lost their dot, or undefined when it had no other.
 *
 * Sanity treats a dot in an id as a path separator and lets a reader without a token (a public
 * dataset read with no read token) see only documents on the root path, so ids such as `plan.core`
 * were invisible to such a reader. Fixture ids are now `<type>-<name>` (`plan-core`), and the old
 * id is `<type>.<name>`: derived here, so there is no list of renamed ids to keep in step.
 */
export function dottedFixtureId(document: { _id: string; _type: string }): string | undefined {
  const prefix = `${document._type}-`
  if (document._id.includes('.') || !document._id.startsWith(prefix) || document._id.length === prefix.length)
    return undefined
  return `${document._type}.${document._id.slice(prefix.length)}`
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

type StoredDocument = Record<string, unknown> & { _id: string; _type?: unknown; _rev?: unknown }

function isDocumentList(value: unknown): value is StoredDocument[] {
  return Array.isArray(value) && value.every((item) => item && typeof item === 'object' && typeof item._id === 'string')
}

/** A copy of the value with every `_ref` found in `newIds` replaced by its new id. */
function repoint(value: unknown, newIds: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => repoint(item, newIds))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '_ref' && typeof inner === 'string' ? (newIds.get(inner) ?? inner) : repoint(inner, newIds),
    ]),
  )
}

/** The old ids a document references, among `newIds`' keys, in document order. */
function referencedOldIds(value: unknown, newIds: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>()
  const visit = (inner: unknown) => {
    if (Array.isArray(inner)) inner.forEach(visit)
    else if (inner && typeof inner === 'object') {
      for (const [key, child] of Object.entries(inner)) {
        if (key === '_ref' && typeof child === 'string' && newIds.has(child)) found.add(child)
        else visit(child)
      }
    }
  }
  visit(value)
  return [...found]
}

export async function seed({
  client,
  documents,
  fixturesDir,
  dryRun = false,
  overwrite = [],
  log = console.log,
}: SeedOptions): Promise<SeedReport> {
  const prefix = dryRun ? '[dry run] would ' : ''
  const overwrites = (id: string) => overwrite === 'all' || overwrite.includes(id)

  if ((await client.datasetAclMode?.()) === 'public') {
    log(
      'Warning: this dataset is public, so anyone who knows the project id can read every published field, ' +
        'hidden e-mail addresses included. Make it private in sanity.io/manage (Datasets) and give the site ' +
        'SANITY_API_READ_TOKEN (see README.md, "Who can edit what").',
    )
  }

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
      if (typeof asset._id === 'string' && typeof asset.sha1hash === 'string')
        assetIdByHash.set(asset.sha1hash, asset._id)
    }
  }
  const report: SeedReport = { uploaded: [], assetsReused: [], documents: [], moved: [], repointed: [], written: 0 }
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
      const uploaded = await client.upload(asset.kind, asset.bytes, {
        filename: asset.fileName,
        contentType: asset.mimeType,
      })
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
  // The dataset may still hold fixtures (and staff drafts of them) under their old dotted ids.
  const oldIdOf = new Map<string, string>()
  for (const document of desired) {
    const old = dottedFixtureId(document)
    if (old) oldIdOf.set(document._id, old)
  }
  const lookedUp = [
    ...desired.map((document) => document._id),
    ...[...oldIdOf.values()].flatMap((old) => [old, `drafts.${old}`]),
  ]
  const existing = await client.fetch('*[_id in $ids]', { ids: lookedUp })
  const seededHashes = readSeedState(await client.fetch('*[_id == $id][0]', { id: SEED_STATE_ID }))
  /** What the seed.state document should say after this run. */
  const nextHashes = new Map(seededHashes)
  const stored = new Map((isDocumentList(existing) ? existing : []).map((document) => [document._id, document]))
  const existingById = new Map([...stored].map(([id, document]) => [id, canonicalJson(withoutSystemFields(document))]))

  // Every old id present moves to its new id; references to it follow.
  const newIdOf = new Map<string, string>()
  for (const [id, old] of oldIdOf) {
    if (stored.has(old)) newIdOf.set(old, id)
    if (stored.has(`drafts.${old}`)) newIdOf.set(`drafts.${old}`, `drafts.${id}`)
  }

  const writes: SeedMutation[] = []
  const deletes: SeedMutation[] = []
  /** Ids this transaction writes whole or deletes: their references need no patch. */
  const settled = new Set<string>()
  const move = (from: string, to: string, type: unknown) => {
    log(`${prefix}move ${from} → ${to} (${String(type)})`)
    report.moved.push({ from, to })
    deletes.push({ delete: { id: from } })
    settled.add(from)
  }
  for (const document of desired) {
    const current = existingById.get(document._id)
    const old = oldIdOf.get(document._id)
    const moving = old !== undefined && newIdOf.has(old)
    const storedDocument = stored.get(document._id)
    // Differs from the fixture: a fixture changed since the last seed (the dataset holds what that seed wrote),
    // or staff edited it.
    const editedInDataset =
      storedDocument !== undefined && seededHashes.get(document._id) !== contentHash(storedDocument)
    const action: DocumentAction =
      current === undefined
        ? moving
          ? 'move'
          : 'create'
        : current === canonicalJson(document)
          ? 'unchanged'
          : editedInDataset && !overwrites(document._id)
            ? 'kept'
            : 'update'
    report.documents.push({ _id: document._id, action })
    if (moving) move(old, document._id, document._type)
    if (action === 'create' || action === 'update') log(`${prefix}${action} ${document._id} (${document._type})`)
    if (action === 'kept') log(`${dryRun ? '[dry run] ' : ''}kept ${document._id} (edited in the dataset)`)
    if (action !== 'unchanged' && action !== 'kept') {
      writes.push({ createOrReplace: document })
      settled.add(document._id)
    }
    if (action !== 'kept') nextHashes.set(document._id, contentHash(document))

    // A staff draft of the old id keeps its edits under the new id, unless that draft exists already.
    const oldDraft = old === undefined ? undefined : stored.get(`drafts.${old}`)
    if (old !== undefined && oldDraft) {
      const newDraftId = `drafts.${document._id}`
      if (stored.has(newDraftId)) {
        newIdOf.delete(oldDraft._id)
        log(`${prefix}keep ${oldDraft._id}: ${newDraftId} exists already, so the old draft is left for staff to merge`)
      } else {
        const draft = repoint({ ...withoutSystemFields(oldDraft), _id: newDraftId }, newIdOf) as FixtureDocument
        writes.push({ create: draft })
        settled.add(newDraftId)
        move(oldDraft._id, newDraftId, oldDraft._type)
      }
    }
  }

  // Everything else that references a moved id (staff documents and drafts, or an old draft left in
  // place) is patched field by field, guarded by its revision so a concurrent edit fails the run
  // instead of being overwritten.
  const patches: SeedMutation[] = []
  const movedIds = [...newIdOf.keys()]
  const referencing = movedIds.length > 0 ? await client.fetch('*[references($ids)]', { ids: movedIds }) : []
  for (const document of isDocumentList(referencing) ? referencing : []) {
    if (settled.has(document._id)) continue
    const olds = referencedOldIds(document, newIdOf)
    if (olds.length === 0) continue
    const set: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(withoutSystemFields(document))) {
      const next = repoint(value, newIdOf)
      if (canonicalJson(next) !== canonicalJson(value)) set[key] = next
    }
    log(
      `${prefix}re-point ${document._id} (${String(document._type)}): ${olds.map((old) => `${old} → ${newIdOf.get(old)}`).join(', ')}`,
    )
    report.repointed.push(document._id)
    patches.push({
      patch: { id: document._id, ...(typeof document._rev === 'string' ? { ifRevisionID: document._rev } : {}), set },
    })
  }

  // Order matters within the transaction: new ids exist and references point at them before any delete.
  // What this run wrote is remembered in the same transaction, so the memory can never disagree with the data.
  const stateChanged = canonicalJson(seedStateDocument(nextHashes)) !== canonicalJson(seedStateDocument(seededHashes))
  const remember: SeedMutation[] = stateChanged ? [{ createOrReplace: seedStateDocument(nextHashes) }] : []
  const mutations = [...writes, ...patches, ...remember, ...deletes]
  if (mutations.length > 0 && !dryRun) {
    await client.mutate(mutations)
    report.written = writes.length
  }
  const unchanged = report.documents.filter((document) => document.action === 'unchanged').length
  const kept = report.documents.filter((document) => document.action === 'kept').length
  const moves = report.moved.length
  const keptNote = kept > 0 ? `, ${kept} kept (edited in the dataset; --overwrite <id|all> replaces them)` : ''
  log(
    dryRun
      ? `[dry run] nothing written: ${report.uploaded.length} file(s) to upload, ${writes.length} document(s) to write, ` +
          (moves > 0 ? `${moves} to move, ${report.repointed.length} to re-point, ` : '') +
          `${unchanged} unchanged${keptNote}`
      : `Seeded: ${report.uploaded.length} file(s) uploaded, ${report.written} document(s) written, ` +
          (moves > 0 ? `${moves} moved, ${report.repointed.length} re-pointed, ` : '') +
          `${unchanged} unchanged${keptNote}`,
  )
  return report
}
