/**
 * `npm run seed [-- --dry-run] [-- --overwrite <id|all>]`: loads studio/fixtures (documents, images and files)
 * into the configured Sanity dataset, moving documents an older seed wrote under dotted ids (`plan.core` →
 * `plan-core`). A document staff edited in the dataset is kept (and reported) unless `--overwrite` names it;
 * re-running changes nothing. Needs NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (read from the
 * environment, .env.local or .env).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient } from '@sanity/client'

import { readFixtureDocuments } from '../../lib/content/fixture-files'
import { parseSeedArgs, readSeedConfig, SeedConfigError } from './seed-config'
import { seed, type SeedClient } from './seed-core'

const studioDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const fixturesDir = path.join(studioDir, 'fixtures')

async function main(argv: string[]) {
  const { dryRun, overwrite } = parseSeedArgs(argv)

  // Values already in the environment win over the files. SEED_IGNORE_ENV_FILES=1 skips the files
  // (tests use it so a developer's .env.local can never point a test run at a real dataset).
  const envFiles = process.env.SEED_IGNORE_ENV_FILES === '1' ? [] : ['.env.local', '.env']
  for (const file of envFiles) {
    const envFile = path.join(studioDir, '..', file)
    if (existsSync(envFile)) process.loadEnvFile(envFile)
  }
  const config = readSeedConfig(process.env, { dryRun })
  const sanity = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'raw',
    // The Content Lake stand-in (`npm run dev:connected`) is one host for every project, as the site reads it.
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
  const client: SeedClient = {
    fetch: (query, params) => sanity.fetch(query, params),
    upload: (kind, body, options) => sanity.assets.upload(kind, body, options),
    mutate: (mutations) => sanity.mutate(mutations, { visibility: 'sync' }),
    // Listing datasets needs a project-level token; without one the warning is simply not shown.
    datasetAclMode: () =>
      sanity.datasets.list().then(
        (datasets) => datasets.find((dataset) => dataset.name === config.dataset)?.aclMode,
        () => undefined,
      ),
  }
  const where = config.apiHost ? ` at ${config.apiHost}` : ''
  console.log(`${dryRun ? 'Dry run against' : 'Seeding'} ${config.projectId}/${config.dataset}${where}`)
  if (!config.token) {
    // Without a token Sanity shows only ids without a dot: no drafts, and no documents under the
    // fixtures' old dotted ids, so this dry run cannot see what a real run would move.
    console.log(
      "[dry run] no SANITY_API_WRITE_TOKEN: drafts, old dotted ids and the seed's own record are invisible, so " +
        'moves are not listed and every document that differs from its fixture shows as kept',
    )
  }
  const documents = await readFixtureDocuments(fixturesDir)
  const unknownIds = overwrite === 'all' ? [] : overwrite.filter((id) => !documents.some((doc) => doc._id === id))
  if (unknownIds.length > 0)
    throw new SeedConfigError(`--overwrite: no fixture document has the id ${unknownIds.join(', ')}.`)
  await seed({ client, documents, fixturesDir, dryRun, overwrite })
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof SeedConfigError ? error.message : error)
  process.exitCode = 1
})
