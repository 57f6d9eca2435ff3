// Deno entry for the Supabase Edge Runtime: the handler is plain (req: Request) => Promise<Response>.
import { handlerOrConfigError } from '../_shared/serve'
import { depsFromEnv } from './deps-from-env'
import { createHandler } from './handler'

Deno.serve(handlerOrConfigError('stripe-webhook', () => createHandler(depsFromEnv(Deno.env.toObject()))))
