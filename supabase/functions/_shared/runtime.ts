import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import postgres from 'postgres'
import Stripe from 'stripe'
import type { Db } from './deps'

/** postgres.js for the function's database URL (SUPABASE_DB_URL); no prepared statements, for the pooler. */
export function connectDb(url: string): Db {
  return postgres(url, { prepare: false, max: 3, idle_timeout: 20 })
}

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 1 })
}

/** Service-role supabase-js client: no session persistence, used for Auth lookups and Storage. */
export function serviceClient(url: string, serviceRoleKey: string, options: SupabaseClientOptions<'public'> = {}): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
