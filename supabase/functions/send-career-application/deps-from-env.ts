import { systemClock } from '../_shared/deps'
import { parseEnv, type Env } from '../_shared/env'
import { connectDb, serviceClient } from '../_shared/runtime'
import { supabaseStorage } from '../_shared/supabase'
import type { SendCareerApplicationDeps } from './handler'

export function depsFromEnv(env: Env): SendCareerApplicationDeps {
  const e = parseEnv(env, ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL', 'CAREER_APPLICATIONS_PER_HOUR'])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    storage: supabaseStorage(serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)),
    clock: systemClock,
    siteUrl: e.SITE_URL,
    applicationsPerHour: e.CAREER_APPLICATIONS_PER_HOUR,
  }
}
