import {
  DEFAULT_FIXTURES_DIR,
  collectSanityAssets,
  parseSanityAsset,
  readFixtureAsset,
  readFixtureDocuments,
  replaceSanityAssets,
  type FixtureAsset,
  type FixtureDocument,
} from './fixture-files'

/**
 * The local content source: the fixture NDJSON turned into what a dataset would hold after
 * `sanity dataset import` (image references + `sanity.imageAsset` documents), loaded once per
 * process. Drafts and release versions never reach the site.
 */

/** Project id / dataset the local image URLs are built for; the app serves them itself. */
export const FIXTURE_IMAGE_PROJECT = 'local'
export const FIXTURE_IMAGE_DATASET = 'fixtures'
/** URL prefix of the route that serves fixture images (app/fixture-images/[...path]/route.ts). */
export const FIXTURE_IMAGE_BASE_URL = '/fixture-images'

export interface FixtureDataset {
  /** Published documents plus one `sanity.imageAsset` document per image. */
  documents: FixtureDocument[]
  /** Images by their CDN-style file name (<sha1>-<w>x<h>.<ext>), for the image route. */
  imagesByFileName: ReadonlyMap<string, FixtureAsset>
  /** Files (PDFs) by their CDN-style file name (<sha1>.<ext>), for the same route. */
  filesByFileName: ReadonlyMap<string, FixtureAsset>
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

/** Builds the dataset from the given fixture documents (exported for tests). */
export async function buildFixtureDataset(
  documents: readonly FixtureDocument[],
  dir = DEFAULT_FIXTURES_DIR,
): Promise<FixtureDataset> {
  const published = documents.filter((document) => !isUnpublishedId(document._id))
  const assets = new Map<string, FixtureAsset>()
  for (const value of collectSanityAssets(published)) {
    assets.set(value, await readFixtureAsset(parseSanityAsset(value), dir))
  }
  const withReferences = replaceSanityAssets(published, (value) => {
    const asset = assets.get(value)
    if (!asset) throw new Error(`Missing fixture asset ${value}`)
    return asset._id
  })
  const uniqueAssets = [...new Map([...assets.values()].map((asset) => [asset._id, asset])).values()]
  const images = uniqueAssets.filter((asset) => asset.kind === 'image')
  const files = uniqueAssets.filter((asset) => asset.kind === 'file')
  return {
    documents: [...withReferences, ...images.map(imageAssetDocument), ...files.map(fileAssetDocument)],
    imagesByFileName: new Map(images.map((asset) => [cdnFileName(asset), asset])),
    filesByFileName: new Map(files.map((asset) => [cdnFileName(asset), asset])),
  }
}

let cached: Promise<FixtureDataset> | undefined

/** The bundled fixtures as a dataset, read from disk once per process. */
export function loadFixtureDataset(): Promise<FixtureDataset> {
  cached ??= readFixtureDocuments(DEFAULT_FIXTURES_DIR).then((documents) => buildFixtureDataset(documents))
  // A failed read is not cached, so a fixed file is picked up on the next request.
  cached.catch(() => {
    cached = undefined
  })
  return cached
}
