import { createHash } from 'node:crypto'

import { mimeTypeFor, svgDimensions } from '../../../lib/content/fixture-files'
import type { SanityDocument } from './documents'
import type { ContentLakeStore } from './store'

/**
 * Uploads (`POST /assets/images|files/<dataset>`, what `npm run seed` sends) and the files behind them. An asset is
 * named by its content as on the Content Lake (`image-<sha1>-<w>x<h>-<ext>`, `file-<sha1>-<ext>`), so uploading
 * the same bytes twice gives the same document. The stand-in reads the size of SVG images only, which is what the
 * fixtures hold. Its `url` names this stand-in, where the bytes are served under the CDN's path.
 */

export type AssetKind = 'image' | 'file'

export class AssetUploadError extends Error {}

export interface StoredFile {
  contentType: string
  body: Buffer
}

/** Bytes by the path they are served under (`/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`). */
export type FileShelf = Map<string, StoredFile>

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
}

function extensionOf(filename: string | null, contentType: string): string {
  const fromName = filename?.includes('.') ? filename.split('.').pop()?.toLowerCase() : undefined
  const extension = fromName ?? EXTENSION_BY_TYPE[contentType]
  if (!extension || !/^[a-z0-9]{1,8}$/.test(extension)) throw new AssetUploadError('Cannot tell the file type')
  return extension
}

export interface UploadRequest {
  kind: AssetKind
  projectId: string
  dataset: string
  /** Where the stand-in is reached, for the asset's url. */
  origin: string
  body: Buffer
  contentType: string
  filename: string | null
}

export async function uploadAsset(
  store: ContentLakeStore,
  shelf: FileShelf,
  upload: UploadRequest,
): Promise<SanityDocument> {
  const { kind, body, projectId, dataset } = upload
  if (body.length === 0) throw new AssetUploadError('The upload is empty')
  const extension = extensionOf(upload.filename, upload.contentType)
  const mimeType = mimeTypeFor(extension) ?? upload.contentType
  const sha1 = createHash('sha1').update(body).digest('hex')
  let id: string
  let fileName: string
  let metadata: Record<string, unknown> = {}
  if (kind === 'image') {
    if (extension !== 'svg') throw new AssetUploadError('The stand-in takes SVG images only')
    const { width, height } = svgDimensions(body.toString('utf8'))
    id = `image-${sha1}-${width}x${height}-${extension}`
    fileName = `${sha1}-${width}x${height}.${extension}`
    metadata = { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width, height } }
  } else {
    id = `file-${sha1}-${extension}`
    fileName = `${sha1}.${extension}`
  }
  const path = `${kind === 'image' ? 'images' : 'files'}/${projectId}/${dataset}/${fileName}`
  shelf.set(`/${path}`, { contentType: mimeType, body })
  const document: SanityDocument = {
    _id: id,
    _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType,
    size: body.length,
    originalFilename: upload.filename ?? fileName,
    path,
    url: `${upload.origin}/${path}`,
    ...(kind === 'image' ? { metadata } : {}),
  }
  await store.mutate([{ createIfNotExists: document }])
  return store.get(id) ?? document
}
