import { readinessResponse } from '@/lib/site/health'

/**
 * Readiness, for a load balancer or a deploy that waits for the new instance: 200 when the content source and
 * the page cache's store answer, 503 with which one did not otherwise (lib/site/health.ts).
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return readinessResponse()
}
