import { loadFixtureDataset } from '@/lib/content/fixtures'

/**
 * Serves the bundled fixture images in local mode, at the URLs lib/content builds
 * (/fixture-images/images/local/fixtures/<sha1>-<w>x<h>.<ext>). Only files the fixtures reference
 * are served, looked up by content hash, so no path from the request ever reaches the file system.
 */

export const runtime = 'nodejs'

export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params
  const fileName = path.at(-1)
  const { imagesByFileName } = await loadFixtureDataset()
  const asset = fileName ? imagesByFileName.get(fileName) : undefined
  if (!asset || path.length !== 4 || path.slice(0, 3).join('/') !== 'images/local/fixtures') {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return new Response(new Uint8Array(asset.bytes), {
    headers: {
      'content-type': asset.mimeType,
      'content-length': String(asset.size),
      // The file name holds the content hash: it never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // SVGs are images, never documents that run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
