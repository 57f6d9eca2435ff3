import { createServerClient } from '@supabase/ssr'
import { cookies } from 'next/headers'

import type { TypedSupabaseClient } from './browser'
import { supabaseConfig } from './config'
import type { Database } from './database.types'

/**
 * A Supabase client for a Server Component or a route handler, acting as the signed-in visitor: @supabase/ssr
 * reads the session from the request's cookies, so row-level security answers exactly as it does to the same
 * person's browser. Null in local mode (no Supabase configured for this build).
 *
 * A Server Component cannot set cookies; proxy.ts has already refreshed an expired token on the way in and
 * written the new cookies, so a write refused here loses nothing.
 */
export async function createServerSupabase(): Promise<TypedSupabaseClient | null> {
  if (!supabaseConfig.configured) return null
  const store = await cookies()
  return createServerClient<Database>(supabaseConfig.url, supabaseConfig.anonKey, {
    cookies: {
      getAll: () => store.getAll(),
      setAll(values) {
        try {
          for (const { name, value, options } of values) store.set(name, value, options)
        } catch {
          // Called from a Server Component, where cookies are read-only: see above.
        }
      },
    },
  })
}

/** The signed-in visitor's user id, checked against the token's signature (not only read from the cookie). */
export async function signedInUserId(supabase: TypedSupabaseClient): Promise<string | null> {
  const { data } = await supabase.auth.getClaims()
  const subject = data?.claims.sub
  return typeof subject === 'string' && subject ? subject : null
}
