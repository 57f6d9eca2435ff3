import { checkoutDepsFromEnv } from '../_shared/checkout-deps.ts'
import type { Env } from '../_shared/env.ts'
import type { CreateDonationDeps } from './handler.ts'

export function depsFromEnv(env: Env): CreateDonationDeps {
  return checkoutDepsFromEnv(env)
}
