import { z } from 'zod'

/**
 * Browser code validates without zod's JIT. Its feature probe (`Function("")`) runs when an object schema
 * is created, and it is an eval that the site's Content-Security-Policy (no 'unsafe-eval') reports as a
 * violation. This module must be evaluated before any schema module: lib/validation/index.ts imports it first.
 */
z.config({ jitless: true })
