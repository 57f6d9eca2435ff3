import { systemClock } from '../_shared/deps.ts'
import { parseEnv, type Env } from '../_shared/env.ts'
import { supabaseResumeStorage } from '../_shared/resume-storage.ts'
import { connectDb, serviceClient } from '../_shared/runtime.ts'
import type { SendCareerApplicationDeps } from './handler.ts'

export function depsFromEnv(env: Env): SendCareerApplicationDeps {
  const e = parseEnv(env, [
    'SITE_URL',
    'SUPABASE_URL',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SUPABASE_DB_URL',
    'CAREER_APPLICATIONS_PER_HOUR',
    'CAREER_APPLICATIONS_PER_CLIENT_PER_HOUR',
  ])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    // Résumés stream to Storage and can be deleted again when their submission fails (see handler.ts).
    storage: supabaseResumeStorage(serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)),
    clock: systemClock,
    siteUrl: e.SITE_URL,
    applicationsPerHour: e.CAREER_APPLICATIONS_PER_HOUR,
    applicationsPerClientPerHour: e.CAREER_APPLICATIONS_PER_CLIENT_PER_HOUR,
  }
}
