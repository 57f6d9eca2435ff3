/**
 * Where the browser finds Supabase: the project URL and its public anon key, fixed at BUILD time
 * (`NEXT_PUBLIC_*`, the Supabase convention). One build serves one backend: the Content-Security-Policy's
 * connect-src, also fixed at build time, must name the same origin anyway. With neither variable set the
 * site is in local mode and every action that needs the backend says so instead of calling it.
 *
 * Plain checks rather than zod: this module is in every page's first-load JavaScript.
 */
export type SupabasePublicConfig =
  { configured: true; url: string; anonKey: string } | { configured: false; reason: string }

type EnvLike = Record<string, string | undefined>

function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.replace(/\/+$/, '') : null
  } catch {
    return null
  }
}

export function readSupabaseConfig(env: EnvLike): SupabasePublicConfig {
  const rawUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim()
  const anonKey = env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim()
  if (!rawUrl && !anonKey) return { configured: false, reason: 'No Supabase project is configured for this site.' }
  const url = rawUrl ? httpOrigin(rawUrl) : null
  if (!url) return { configured: false, reason: 'NEXT_PUBLIC_SUPABASE_URL must be an http(s) URL.' }
  if (!anonKey || anonKey.length < 20)
    return { configured: false, reason: 'NEXT_PUBLIC_SUPABASE_ANON_KEY is missing or too short.' }
  return { configured: true, url, anonKey }
}

// Spelled out so Next.js inlines the build-time values into browser bundles.
export const supabaseConfig: SupabasePublicConfig = readSupabaseConfig({
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
})
