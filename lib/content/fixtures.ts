import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'

import {
  collectSanityAssets,
  DEFAULT_FIXTURES_DIR,
  DRAFTS_FILE,
  FIXTURES_FILE,
  parseSanityAsset,
  readDraftFixtureDocuments,
  readFixtureAsset,
  readFixtureDocuments,
  replaceSanityAssets,
  type FixtureAsset,
  type FixtureDocument,
} from './fixture-files'

/**
 * The local content source: the fixture NDJSON turned into what a dataset would hold after
 * `sanity dataset import` (image references + `sanity.imageAsset` documents), loaded once per
 * process (in `next dev`, again whenever a fixture file changes). Published reads never see drafts or
 * release versions; draft mode reads `previewDocuments`, the drafts perspective over the draft fixtures.
 */

/** Project id / dataset the local image URLs are built for; the app serves them itself. */
export const FIXTURE_IMAGE_PROJECT = 'local'
export const FIXTURE_IMAGE_DATASET = 'fixtures'
/** URL prefix of the route that serves fixture images (app/fixture-images/[...path]/route.ts). */
export const FIXTURE_IMAGE_BASE_URL = '/fixture-images'

export interface FixtureDataset {
  /** Published documents plus one `sanity.imageAsset` document per image. */
  documents: FixtureDocument[]
  /** The same with each draft over its published document, draft-only documents included (draft mode). */
  previewDocuments: FixtureDocument[]
  /** Images by their CDN-style file name (<sha1>-<w>x<h>.<ext>), for the image route. */
  imagesByFileName: ReadonlyMap<string, FixtureAsset>
  /** Files (PDFs) by their CDN-style file name (<sha1>.<ext>), for the same route. */
  filesByFileName: ReadonlyMap<string, FixtureAsset>
  /** A hash of the published documents: what a cached answer over them is keyed by. */
  version: string
}

/** True for ids that are not published documents (drafts.*, versions.*). */
export function isUnpublishedId(id: string): boolean {
  return id.startsWith('drafts.') || id.startsWith('versions.')
}

type AssetNaming = Pick<FixtureAsset, 'sha1' | 'width' | 'height' | 'extension'> & Partial<Pick<FixtureAsset, 'kind'>>

/** The file name Sanity's CDN uses for an asset: <sha1>-<w>x<h>.<ext> for images, <sha1>.<ext> for files */
export function cdnFileName(asset: AssetNaming): string {
  if (asset.kind === 'file') return `${asset.sha1}.${asset.extension}`
  return `${asset.sha1}-${asset.width}x${asset.height}.${asset.extension}`
}

const cdnFolder = (asset: AssetNaming) => (asset.kind === 'file' ? 'files' : 'images')

/** The URL a fixture asset is served from in local mode (also what the image URL builder produces). */
export function fixtureImageUrl(asset: AssetNaming): string {
  return `${FIXTURE_IMAGE_BASE_URL}/${cdnFolder(asset)}/${FIXTURE_IMAGE_PROJECT}/${FIXTURE_IMAGE_DATASET}/${cdnFileName(asset)}`
}

function fileAssetDocument(asset: FixtureAsset): FixtureDocument {
  return {
    _id: asset._id,
    _type: 'sanity.fileAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: asset.mimeType,
    originalFilename: asset.fileName,
    path: `files/${FIXTURE_IMAGE_PROJECT}/${FIXTURE_IMAGE_DATASET}/${cdnFileName(asset)}`,
    url: fixtureImageUrl(asset),
    size: asset.size,
  }
}

function imageAssetDocument(asset: FixtureAsset): FixtureDocument {
  return {
    _id: asset._id,
    _type: 'sanity.imageAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: asset.mimeType,
    originalFilename: asset.fileName,
    path: `images/${FIXTURE_IMAGE_PROJECT}/${FIXTURE_IMAGE_DATASET}/${cdnFileName(asset)}`,
    url: fixtureImageUrl(asset),
    size: asset.size,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: asset.width,
        height: asset.height,
        aspectRatio: asset.width / asset.height,
      },
      hasAlpha: true,
      isOpaque: false,
    },
  }
}

const DRAFT_PREFIX = 'drafts.'

/**
 * Sanity's `drafts` perspective over a dataset: each `drafts.<id>` stands in for `<id>` (with `_originalId`
 * saying where it came from), a draft of a document never published appears as well, and everything
 * without a draft is the published document.
 */
export function overlayDrafts(
  published: readonly FixtureDocument[],
  drafts: readonly FixtureDocument[],
): FixtureDocument[] {
  const byId = new Map(published.map((document) => [document._id, document]))
  for (const draft of drafts) {
    if (!draft._id.startsWith(DRAFT_PREFIX)) continue
    const id = draft._id.slice(DRAFT_PREFIX.length)
    byId.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...byId.values()]
}

/** Builds the dataset from the given fixture documents and draft fixtures (exported for tests). */
export async function buildFixtureDataset(
  documents: readonly FixtureDocument[],
  dir = DEFAULT_FIXTURES_DIR,
  drafts: readonly FixtureDocument[] = [],
): Promise<FixtureDataset> {
  const published = documents.filter((document) => !isUnpublishedId(document._id))
  const draftDocuments = [
    ...documents.filter((document) => document._id.startsWith(DRAFT_PREFIX)),
    ...drafts.filter((document) => document._id.startsWith(DRAFT_PREFIX)),
  ]
  const assets = new Map<string, FixtureAsset>()
  for (const value of collectSanityAssets([...published, ...draftDocuments])) {
    assets.set(value, await readFixtureAsset(parseSanityAsset(value), dir))
  }
  const toAssetId = (value: string) => {
    const asset = assets.get(value)
    if (!asset) throw new Error(`Missing fixture asset ${value}`)
    return asset._id
  }
  const withReferences = replaceSanityAssets(published, toAssetId)
  const draftsWithReferences = replaceSanityAssets(draftDocuments, toAssetId)
  const uniqueAssets = [...new Map([...assets.values()].map((asset) => [asset._id, asset])).values()]
  const images = uniqueAssets.filter((asset) => asset.kind === 'image')
  const files = uniqueAssets.filter((asset) => asset.kind === 'file')
  const assetDocuments = [...images.map(imageAssetDocument), ...files.map(fileAssetDocument)]
  return {
    documents: [...withReferences, ...assetDocuments],
    previewDocuments: [...overlayDrafts(withReferences, draftsWithReferences), ...assetDocuments],
    imagesByFileName: new Map(images.map((asset) => [cdnFileName(asset), asset])),
    filesByFileName: new Map(files.map((asset) => [cdnFileName(asset), asset])),
    version: createHash('sha256').update(JSON.stringify(published)).digest('base64url').slice(0, 22),
  }
}

let cached: { version: string; dataset: Promise<FixtureDataset> } | undefined

/**
 * In `next dev`, the fixture files' modification times, so an edit to them shows on the next request without a
 * restart. A production server reads them once: they ship with the build and never change under it.
 */
async function fixtureFilesVersion(): Promise<string> {
  if (process.env.NODE_ENV !== 'development') return ''
  const times = await Promise.all(
    [FIXTURES_FILE, DRAFTS_FILE].map((file) =>
      stat(path.join(/*turbopackIgnore: true*/ DEFAULT_FIXTURES_DIR, file)).then(
        (stats) => stats.mtimeMs,
        () => 0,
      ),
    ),
  )
  return times.join('|')
}

/** The bundled fixtures as a dataset, read from disk once per process (once per change in `next dev`). */
export async function loadFixtureDataset(): Promise<FixtureDataset> {
  const version = await fixtureFilesVersion()
  if (!cached || cached.version !== version) {
    const dataset = Promise.all([
      readFixtureDocuments(DEFAULT_FIXTURES_DIR),
      readDraftFixtureDocuments(DEFAULT_FIXTURES_DIR),
    ]).then(([documents, drafts]) => buildFixtureDataset(documents, DEFAULT_FIXTURES_DIR, drafts))
    const entry = { version, dataset }
    cached = entry
    // A failed read is not cached, so a fixed file is picked up on the next request.
    dataset.catch(() => {
      if (cached === entry) cached = undefined
    })
  }
  return cached.dataset
}
