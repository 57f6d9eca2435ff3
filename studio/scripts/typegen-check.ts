/**
 * `npm run typegen:check`: fails when the committed studio/schema.json or lib/content/sanity.types.ts
 * is not what `npm run typegen` would produce now. Regenerates into studio/.sanity/typegen-check
 * (git-ignored) and compares, so the working tree is never touched.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tempDir = '.sanity/typegen-check'
const committed = {
  schema: path.join(studioDir, 'schema.json'),
  types: path.join(studioDir, '..', 'lib', 'content', 'sanity.types.ts'),
}
const fresh = {
  schema: path.join(studioDir, tempDir, 'schema.json'),
  types: path.join(studioDir, tempDir, 'sanity.types.ts'),
}

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npx', ['--no-install', 'sanity', ...args], {
    cwd: studioDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DO_NOT_TRACK: '1', ...env },
  })
  if (result.status !== 0) {
    console.error(`typegen:check: "sanity ${args.join(' ')}" failed`)
    process.exit(result.status ?? 1)
  }
}

// The generated file names the schema it came from; that line differs only by the temp path.
const normalise = (text: string) => text.replace(/^\/\/ Source: .*schema\.json$/m, '// Source: schema.json')
const read = (file: string) => {
  try {
    return normalise(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

rmSync(path.join(studioDir, tempDir), { recursive: true, force: true })
mkdirSync(path.join(studioDir, tempDir), { recursive: true })
try {
  run(['schema', 'extract', '--enforce-required-fields', '--path', `${tempDir}/schema.json`])
  run(['typegen', 'generate'], {
    TYPEGEN_SCHEMA_PATH: `./${tempDir}/schema.json`,
    TYPEGEN_TYPES_PATH: `./${tempDir}/sanity.types.ts`,
  })
  const stale = (['schema', 'types'] as const).filter((key) => {
    const expected = read(fresh[key])
    if (expected === undefined) throw new Error(`typegen did not write ${fresh[key]}`)
    return read(committed[key]) !== expected
  })
  if (stale.length > 0) {
    console.error(
      `typegen:check: out of date: ${stale.map((key) => path.relative(process.cwd(), committed[key])).join(', ')}\n` +
        'Run `npm run typegen` and commit the result.',
    )
    process.exitCode = 1
  } else {
    console.log('typegen:check: studio/schema.json and lib/content/sanity.types.ts are up to date')
  }
} finally {
  rmSync(path.join(studioDir, tempDir), { recursive: true, force: true })
}
