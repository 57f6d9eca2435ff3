/**
 * The Content Lake stand-in as a process of its own: `npm run dev:connected` starts it (settings from
 * scripts/dev-connected/settings.ts). It starts EMPTY, as a new dataset does, so the real `npm run seed` loads it.
 * Run by hand: `LAKE_PORT=3334 npx tsx tests/support/content-lake/serve.ts`. Stops on Ctrl-C or SIGTERM.
 */
import { z } from 'zod'

import { makeLocalCertificate } from './certificate'
import { startContentLakeStandIn } from './server'

const blank = (value: unknown) => (value === '' ? undefined : value)

const lakeEnvSchema = z.object({
  LAKE_PORT: z.preprocess(blank, z.coerce.number().int().min(0).max(65535).default(3334)),
  /** The https (HTTP/2) port for the browser; unset, the stand-in speaks plain http only. */
  LAKE_SECURE_PORT: z.preprocess(blank, z.coerce.number().int().min(0).max(65535).optional()),
  LAKE_PROJECT_ID: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('devlocal'),
  ),
  LAKE_DATASET: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/)
      .default('production'),
  ),
  LAKE_TOKEN: z.preprocess(blank, z.string().min(16).optional()),
  LAKE_WEBHOOK_URL: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  LAKE_WEBHOOK_SECRET: z.preprocess(blank, z.string().min(16).optional()),
})

async function main() {
  const env = lakeEnvSchema.parse(process.env)
  const lake = await startContentLakeStandIn({
    port: env.LAKE_PORT,
    projectId: env.LAKE_PROJECT_ID,
    dataset: env.LAKE_DATASET,
    token: env.LAKE_TOKEN,
    documents: [],
    ...(env.LAKE_SECURE_PORT !== undefined
      ? {
          secure: {
            port: env.LAKE_SECURE_PORT,
            certificate: makeLocalCertificate(['localhost', `${env.LAKE_PROJECT_ID}.localhost`]),
          },
        }
      : {}),
    ...(env.LAKE_WEBHOOK_URL && env.LAKE_WEBHOOK_SECRET
      ? { webhook: { url: env.LAKE_WEBHOOK_URL, secret: env.LAKE_WEBHOOK_SECRET } }
      : {}),
  })
  const secure = lake.secureOrigin ? `, ${lake.secureOrigin} for browsers` : ''
  console.log(
    `Content Lake stand-in: ${lake.origin}${secure} (project ${env.LAKE_PROJECT_ID}, dataset ${lake.dataset})`,
  )
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void lake.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
