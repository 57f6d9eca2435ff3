// First: zod without its JIT probe (an eval the CSP refuses), before the schemas below are built.
import '@/lib/validation/jitless'

import { z } from 'zod'

/** What the Edge Functions answer, by the name a call gives (lib/supabase/functions.ts). */
export const FUNCTION_ANSWERS = {
  /** create-donation and create-payment: where the browser goes to pay (never a script URL). */
  checkout: z.object({ url: z.url({ protocol: /^https?$/ }) }),
  /** generate-download-link: the short-lived signed URL of the file. */
  download: z.object({ downloadUrl: z.url({ protocol: /^https?$/ }) }),
  /** send-career-application, once the application and its résumé are stored. */
  application: z.object({ success: z.literal(true) }),
}

export type FunctionAnswers = typeof FUNCTION_ANSWERS
