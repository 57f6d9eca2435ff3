import { z } from 'zod'

/**
 * The site's entry point to the payload schemas and messages. They live beside the Edge Functions
 * (`supabase/functions/_shared/validation/`) because a function's module graph must stay inside
 * `supabase/functions/` for the Supabase bundler to deploy it; the site imports them from there.
 *
 * Browser code validates without zod's JIT: its feature probe (`Function("")`) is an eval that the
 * site's Content-Security-Policy (no 'unsafe-eval') would report as a violation.
 */
z.config({ jitless: true })

export * from '../../supabase/functions/_shared/validation/index.ts'
