import { isPreviewing } from '@/lib/content/preview'
import type { PreviewStatus } from '@/lib/content/preview-status'

/**
 * Whether the browser asking is in draft mode (lib/content/preview-status.ts), as the pages decide it: Next's
 * draft-mode cookie with a preview session this server signed. About the caller's own cookies, so never stored.
 */
export async function GET() {
  const status: PreviewStatus = { previewing: await isPreviewing() }
  return Response.json(status, { headers: { 'cache-control': 'no-store' } })
}
