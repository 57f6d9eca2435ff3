import { loadFixtureDataset } from '@/lib/content/fixtures'
import { ASSET_CONTENT_SECURITY_POLICY } from '@/lib/security-headers'

/**
 * Serves the bundled fixture assets in local mode, at the URLs lib/content builds:
 * /fixture-images/images/local/fixtures/<sha1>-<w>x<h>.<ext> for images and
 * /fixture-images/files/local/fixtures/<sha1>.<ext> for files (the welcome-packet PDFs). Only assets
 * the fixtures reference are served, looked up by content hash, so no path from the request ever
 * reaches the file system. `?dl=<name>` asks for a download under that name, as Sanity's CDN does.
 */

export const runtime = 'nodejs'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** A download name safe for a quoted header value. */
const safeFileName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'download'

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params
  const [folder, project, dataset, fileName] = path
  if (path.length !== 4 || project !== 'local' || dataset !== 'fixtures' || !fileName) return notFound()
  const { imagesByFileName, filesByFileName } = await loadFixtureDataset()
  const asset =
    folder === 'images'
      ? imagesByFileName.get(fileName)
      : folder === 'files'
        ? filesByFileName.get(fileName)
        : undefined
  if (!asset) return notFound()
  const download = new URL(request.url).searchParams.get('dl')
  const headers: Record<string, string> = {
    'content-type': asset.mimeType,
    'content-length': String(asset.size),
    // The file name holds the content hash: it never changes.
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // Also set by next.config.ts's header rules, which win; kept here so the route is safe on its own.
    'content-security-policy': ASSET_CONTENT_SECURITY_POLICY,
  }
  if (download !== null)
    headers['content-disposition'] = `attachment; filename="${safeFileName(download || asset.fileName)}"`
  return new Response(new Uint8Array(asset.bytes), { headers })
}
