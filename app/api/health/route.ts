import { livenessResponse } from '@/lib/site/health'

/**
 * Liveness, for a Docker HEALTHCHECK: `{ "status": "ok" }` as long as the process answers. Nothing else is
 * checked, so a Content Lake or cache outage never gets a healthy instance restarted. Readiness is /api/health/ready.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return livenessResponse()
}
