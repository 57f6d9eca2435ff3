/**
 * The Supabase bundler deploys a function from its own folder tree: a local module outside
 * `supabase/functions/` breaks the deploy (supabase/cli #1016, #1028, #3467). Deno's own view of each
 * entry's module graph (`deno info --json`) must therefore hold no file outside that folder.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..', '..')
const functionsDir = path.join(root, 'supabase', 'functions')
const denoBin = path.join(root, 'node_modules', '.bin', 'deno')

const denoInfo = z.object({ modules: z.array(z.object({ specifier: z.string() })) })

/** Local files in the module graph of `entry` (with its `deno.json`) that lie outside `allowedDir`. */
async function localModulesOutside(entry: string, config: string, allowedDir: string): Promise<string[]> {
  const { stdout } = await run(denoBin, ['info', '--json', '--config', config, entry], {
    cwd: path.dirname(entry),
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 32 * 1024 * 1024,
  })
  const files = denoInfo
    .parse(JSON.parse(stdout))
    .modules.map((module) => module.specifier)
    .filter((specifier) => specifier.startsWith('file:'))
    .map((specifier) => fileURLToPath(specifier))
  expect(files, `${entry} resolves to local files`).toContain(entry)
  const inside = allowedDir.endsWith(path.sep) ? allowedDir : allowedDir + path.sep
  return files.filter((file) => !file.startsWith(inside))
}

const entries = (await readdir(functionsDir, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort()

describe('every Edge Function deploys from supabase/functions alone', () => {
  it('finds the five functions', () => {
    expect(entries).toEqual([
      'create-donation',
      'create-payment',
      'generate-download-link',
      'send-career-application',
      'stripe-webhook',
    ])
  })

  it.each(entries)(
    '%s imports no local module outside supabase/functions/',
    async (name) => {
      const dir = path.join(functionsDir, name)
      const outside = await localModulesOutside(path.join(dir, 'index.ts'), path.join(dir, 'deno.json'), functionsDir)
      expect(outside).toEqual([])
    },
    60_000,
  )

  describe('the check can fail', () => {
    let scratch = ''
    afterAll(async () => {
      if (scratch) await rm(scratch, { recursive: true, force: true })
    })

    it('names a module imported from outside the functions folder', async () => {
      scratch = await mkdtemp(path.join(os.tmpdir(), 'deploy-graph-'))
      const fnDir = path.join(scratch, 'functions', 'leaky')
      await mkdir(fnDir, { recursive: true })
      const outsideFile = path.join(scratch, 'lib', 'shared.ts')
      await mkdir(path.dirname(outsideFile), { recursive: true })
      await writeFile(outsideFile, 'export const shared = 1\n')
      await writeFile(path.join(fnDir, 'deno.json'), '{ "imports": {} }\n')
      await writeFile(
        path.join(fnDir, 'index.ts'),
        `import { shared } from '${pathToFileURL(outsideFile).href}'\nconsole.log(shared)\n`,
      )
      const outside = await localModulesOutside(
        path.join(fnDir, 'index.ts'),
        path.join(fnDir, 'deno.json'),
        path.join(scratch, 'functions'),
      )
      expect(outside).toEqual([outsideFile])
    })
  })
})
