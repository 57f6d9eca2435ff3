// Deno entry for the Supabase Edge Runtime: the handler is plain (req: Request) => Promise<Response>.
import { handlerOrConfigError } from '../_shared/serve.ts'
import { depsFromEnv } from './deps-from-env.ts'
import { createHandler } from './handler.ts'

Deno.serve(handlerOrConfigError('send-career-application', () => createHandler(depsFromEnv(Deno.env.toObject()))))
