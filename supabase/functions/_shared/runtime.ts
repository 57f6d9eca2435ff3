import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import postgres from 'postgres'
import Stripe from 'stripe'

import type { Db } from './deps.ts'

/** postgres.js for the function's database URL (SUPABASE_DB_URL); no prepared statements, for the pooler. */
export function connectDb(url: string): Db {
  return postgres(url, { prepare: false, max: 3, idle_timeout: 20 })
}

/**
 * Stripe over fetch (works in Deno and Node). apiBase, e.g. http://127.0.0.1:12111, points the client at
 * a local Stripe API (stripe-mock, or the test stand-in); unset means api.stripe.com.
 */
export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/** Service-role supabase-js client: no session persistence, used for Auth lookups and Storage. */
export function serviceClient(
  url: string,
  serviceRoleKey: string,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
