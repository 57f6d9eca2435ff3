// First: switch zod's JIT off before any schema below is created (see ./jitless.ts).
import './jitless'

/**
 * The site's entry point to the payload schemas and messages. They live beside the Edge Functions
 * (`supabase/functions/_shared/validation/`) because a function's module graph must stay inside
 * `supabase/functions/` for the Supabase bundler to deploy it; the site imports them from there.
 */
export * from '../../supabase/functions/_shared/validation/index.ts'
export * from './auth'
