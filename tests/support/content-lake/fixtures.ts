import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { readDraftFixtureDocuments, readFixtureDocuments, type FixtureAsset } from '../../../lib/content/fixture-files'
import { buildFixtureDataset, cdnFileName } from '../../../lib/content/fixtures'
import type { SanityDocument } from './documents'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const FIXTURES_DIR = path.join(repoRoot, 'studio/fixtures')

export interface ImageFile {
  assetId: string
  /** Path under cdn.sanity.io, e.g. /images/<project>/<dataset>/<hash>-<w>x<h>.svg */
  cdnPath: string
  contentType: string
  body: Buffer
}

export interface StandInContent {
  documents: SanityDocument[]
  images: ImageFile[]
}

export interface FixtureContentOptions {
  /** Also hold the draft fixtures as `drafts.<id>` documents (the drafts an editor has not published yet). */
  withDrafts?: boolean
}

/**
 * The NDJSON fixtures as an imported dataset holds them (asset documents included), converted by the site's own
 * local content source; only the asset URLs differ: this project's CDN, not the site's /fixture-images route.
 * Images: the fixtures reference files (`_sanityAsset: "image@file://./images/x.svg"`), exactly as
 * `sanity dataset import` expects; the conversion turns them into a `sanity.imageAsset` document plus an `asset`
 * reference.
 */
export async function loadFixtureContent(
  projectId: string,
  dataset: string,
  options: FixtureContentOptions = {},
): Promise<StandInContent> {
  const drafts = options.withDrafts ? await readDraftFixtureDocuments(FIXTURES_DIR) : []
  const fixtures = await buildFixtureDataset(await readFixtureDocuments(FIXTURES_DIR), FIXTURES_DIR, drafts)
  const assets = [...fixtures.imagesByFileName.values(), ...fixtures.filesByFileName.values()]
  const cdnPathOf = (asset: FixtureAsset) =>
    `/${asset.kind === 'file' ? 'files' : 'images'}/${projectId}/${dataset}/${cdnFileName(asset)}`
  const assetsById = new Map(assets.map((asset) => [asset._id, asset]))
  const withCdnUrl = (document: SanityDocument): SanityDocument => {
    const asset = assetsById.get(document._id)
    return asset
      ? { ...document, path: cdnPathOf(asset).slice(1), url: `https://cdn.sanity.io${cdnPathOf(asset)}` }
      : document
  }
  // The dataset keeps drafts only inside its drafts overlay; they are taken back out as the documents they were.
  const draftDocuments = options.withDrafts
    ? fixtures.previewDocuments.flatMap((document): SanityDocument[] => {
        const { _originalId, ...rest } = document
        return typeof _originalId === 'string' ? [{ ...rest, _id: _originalId }] : []
      })
    : []
  return {
    documents: [...fixtures.documents, ...draftDocuments].map(withCdnUrl),
    images: assets.map((asset) => ({
      assetId: asset._id,
      cdnPath: cdnPathOf(asset),
      contentType: asset.mimeType,
      body: asset.bytes,
    })),
  }
}
