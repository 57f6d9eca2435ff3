import { supabaseConfig } from '@/lib/supabase/config'

/**
 * Whether this build takes payments by e-mail rather than online (docs/behaviour.md#payments-by-e-mail). Payments
 * go through the payment functions, so with no backend configured (local mode) every payment entry point says
 * so before anything is chosen and prepares an e-mail to the school instead. Fixed at build time, like the
 * backend itself, so the server's render and the browser's agree.
 */
export const paymentsByEmail: boolean = !supabaseConfig.configured
