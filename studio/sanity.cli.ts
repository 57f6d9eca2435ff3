import { defineCliConfig } from 'sanity/cli'

/**
 * Sanity CLI configuration (run the CLI from this folder: `cd studio && npx sanity ...`).
 * The placeholder project id keeps the offline commands (schema validate / extract, typegen) working
 * on a machine with no Sanity project; commands that talk to the Content Lake need the real id.
 */
// `npm run typegen:check` points these at a temporary folder to compare without touching the tree.
const SCHEMA_PATH = process.env.TYPEGEN_SCHEMA_PATH || './schema.json'
const TYPES_PATH = process.env.TYPEGEN_TYPES_PATH || '../lib/content/sanity.types.ts'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'not-configured',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  schemaExtraction: { path: SCHEMA_PATH, enforceRequiredFields: true },
  typegen: {
    path: ['../lib/**/*.ts', '../app/**/*.{ts,tsx}'],
    schema: SCHEMA_PATH,
    generates: TYPES_PATH,
    overloadClientMethods: true,
    formatGeneratedCode: false,
  },
})
