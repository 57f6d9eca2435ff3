import { z } from 'zod'

import {
  API_VERSION_PATTERN,
  DATASET_PATTERN,
  PROJECT_ID_PATTERN,
  SANITY_API_VERSION,
} from '../../lib/content/sanity-project'

/** Settings `npm run seed` needs, read from the environment with a clear refusal when missing. */

export const README_HINT = 'See README.md, "Connect a Sanity project".'

export class SeedConfigError extends Error {}

export interface SeedConfig {
  projectId: string
  dataset: string
  apiVersion: string
  token: string | undefined
  /** Another API host than sanity.io's (the Content Lake stand-in of `npm run dev:connected`), as the site reads it. */
  apiHost: string | undefined
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const seedEnvSchema = z.object({
  NEXT_PUBLIC_SANITY_PROJECT_ID: z.preprocess(blank, z.string().trim().regex(PROJECT_ID_PATTERN).optional()),
  NEXT_PUBLIC_SANITY_DATASET: z.preprocess(blank, z.string().trim().regex(DATASET_PATTERN).default('production')),
  NEXT_PUBLIC_SANITY_API_VERSION: z.preprocess(
    blank,
    z.string().trim().regex(API_VERSION_PATTERN).default(SANITY_API_VERSION),
  ),
  SANITY_API_WRITE_TOKEN: z.preprocess(blank, z.string().trim().optional()),
  SANITY_API_HOST: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
})

/**
 * A real run needs the project id and a write token; a dry run needs only the project id (it reads
 * the dataset to compare, with the token when one is set).
 */
export function readSeedConfig(env: Record<string, string | undefined>, { dryRun }: { dryRun: boolean }): SeedConfig {
  const parsed = seedEnvSchema.safeParse(env)
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ')
    throw new SeedConfigError(`Refusing to seed: ${names} has an invalid value. ${README_HINT}`)
  }
  const values = parsed.data
  if (!values.NEXT_PUBLIC_SANITY_PROJECT_ID) {
    throw new SeedConfigError(
      `Refusing to seed: NEXT_PUBLIC_SANITY_PROJECT_ID is not set, so there is no dataset to load the fixtures into. ${README_HINT}`,
    )
  }
  if (!values.SANITY_API_WRITE_TOKEN && !dryRun) {
    throw new SeedConfigError(
      'Refusing to seed: SANITY_API_WRITE_TOKEN is not set. Create a token with the Editor role in ' +
        `sanity.io/manage (API → Tokens) and put it in .env.local (never in a NEXT_PUBLIC_ variable). ${README_HINT}`,
    )
  }
  return {
    projectId: values.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: values.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion: values.NEXT_PUBLIC_SANITY_API_VERSION,
    token: values.SANITY_API_WRITE_TOKEN,
    apiHost: values.SANITY_API_HOST,
  }
}

export const SEED_USAGE = 'Usage: npm run seed [-- --dry-run] [-- --overwrite <id|all>]'

/** The seed's options: `--dry-run`, and `--overwrite <id|all>` (repeatable, or ids separated by commas). */
export function parseSeedArgs(argv: readonly string[]): { dryRun: boolean; overwrite: string[] | 'all' } {
  let dryRun = false
  const ids: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--dry-run') dryRun = true
    else if (arg === '--overwrite' || arg.startsWith('--overwrite=')) {
      const value = arg === '--overwrite' ? argv[++index] : arg.slice('--overwrite='.length)
      const listed = (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
      if (listed.length === 0 || value?.startsWith('--'))
        throw new SeedConfigError(`--overwrite needs a document id or "all". ${SEED_USAGE}`)
      ids.push(...listed)
    } else throw new SeedConfigError(`Unknown option ${arg}. ${SEED_USAGE}`)
  }
  return { dryRun, overwrite: ids.includes('all') ? 'all' : ids }
}
