// Deno entry for the Supabase Edge Runtime: the handler is plain (req: Request) => Promise<Response>.
import { parseEnv } from '../_shared/env.ts'
import { applicationsPerClientFromEnv, supabaseResumeStorage } from '../_shared/resume-storage.ts'
import { serviceClient } from '../_shared/runtime.ts'
import { handlerOrConfigError } from '../_shared/serve.ts'
import { depsFromEnv } from './deps-from-env.ts'
import { createHandler } from './handler.ts'

Deno.serve(
  handlerOrConfigError('send-career-application', () => {
    const env = Deno.env.toObject()
    const deps = depsFromEnv(env)
    const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = parseEnv(env, ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'])
    // Résumés stream to Storage and can be deleted again when their submission fails (see handler.ts).
    return createHandler({
      ...deps,
      storage: supabaseResumeStorage(serviceClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY)),
      applicationsPerClientPerHour: applicationsPerClientFromEnv(env),
    })
  }),
)
