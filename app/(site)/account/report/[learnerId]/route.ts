import { z } from 'zod'

import { loadLearnerReport } from '@/lib/family/account-data'
import { reportFileName } from '@/lib/family/report'
import { reportPdf } from '@/lib/family/report-pdf'
import { schoolToday } from '@/lib/school/clock'
import { siteNow } from '@/lib/site/now.mjs'
import { createServerSupabase, signedInUserId } from '@/lib/supabase/server'

/**
 * /account/report/<learner id>: one learner's progress report as a PDF download (docs/behaviour.md#family-account),
 * for the signed-in parent's own learner only. Signed out, it sends the visitor to sign in and back to /account;
 * another family's learner, a made-up id, or a site with no sign-in service answer 404, the same for each.
 */

export const dynamic = 'force-dynamic'

const learnerIdSchema = z.uuid()

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export async function GET(request: Request, context: { params: Promise<{ learnerId: string }> }) {
  const supabase = await createServerSupabase()
  if (!supabase) return notFound()
  if (!(await signedInUserId(supabase))) return Response.redirect(new URL('/auth?next=/account', request.url), 303)
  const learnerId = learnerIdSchema.safeParse((await context.params).learnerId)
  if (!learnerId.success) return notFound()
  const report = await loadLearnerReport(supabase, learnerId.data)
  if (!report) return notFound()
  const today = schoolToday(siteNow())
  return new Response(await reportPdf(report, today), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${reportFileName(report.learner.name, today)}"`,
      // A child's record: never kept by a shared cache, nor by the browser after the download.
      'cache-control': 'private, no-store',
    },
  })
}
