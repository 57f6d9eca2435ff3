import { parseEnv, type Env } from '../_shared/env.ts'
import { connectDb, serviceClient } from '../_shared/runtime.ts'
import { supabaseAuth, supabaseStorage } from '../_shared/supabase.ts'
import type { GenerateDownloadLinkDeps } from './handler.ts'

export function depsFromEnv(env: Env): GenerateDownloadLinkDeps {
  const e = parseEnv(env, [
    'SITE_URL',
    'SUPABASE_URL',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SUPABASE_DB_URL',
    'DOWNLOAD_LINK_TTL_SECONDS',
  ])
  const client = serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    auth: supabaseAuth(client),
    storage: supabaseStorage(client),
    siteUrl: e.SITE_URL,
    linkTtlSeconds: e.DOWNLOAD_LINK_TTL_SECONDS,
  }
}
