import type { SupabaseClient } from '@supabase/supabase-js'

import { supabaseConfig } from './config'
import type { Database } from './database.types'

/** A Supabase client typed with the generated schema (lib/supabase/database.types.ts, `npm run db:types`). */
export type TypedSupabaseClient = SupabaseClient<Database>

/**
 * The browser's Supabase client, created once and loaded on demand: supabase-js is not part of any
 * page's first-load JavaScript (see the bundle budgets in lib/routes.ts); it arrives after the page is
 * interactive (to read the session) or when a person submits a form that needs it.
 *
 * `@supabase/ssr` keeps the session in cookies (not localStorage) so `proxy.ts` can refresh the tokens
 * on the server; supabase-js refreshes them in the browser too (autoRefreshToken).
 */
let client: Promise<TypedSupabaseClient> | null = null

/** The client, or null in local mode (no Supabase configured for this build). */
export function loadBrowserClient(): Promise<TypedSupabaseClient> | null {
  if (!supabaseConfig.configured) return null
  const { url, anonKey } = supabaseConfig
  if (client) return client
  const loading = import('@supabase/ssr').then(({ createBrowserClient }) => createBrowserClient<Database>(url, anonKey))
  // A load that failed (a dropped connection on a phone) is forgotten, so the next caller fetches the code again
  // instead of failing with it for the rest of the tab's life.
  loading.catch(() => {
    if (client === loading) client = null
  })
  client = loading
  return client
}
