import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

/**
 * Each Edge Function deploys with its own deno.json (and deno.lock), as the Supabase bundler expects, so the
 * same import map is written once per function. These checks keep the copies one source in effect: all
 * alike, and naming exactly the versions package.json installs for the site and the tests.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const functionsDir = path.join(root, 'supabase/functions')
const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'deno.json')))
  .map((entry) => entry.name)

const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const installed = { ...packageJson.dependencies, ...packageJson.devDependencies }

describe('the functions’ deno.json files', () => {
  it('exist for every deployed function', () => {
    expect(functions.sort()).toEqual([
      'create-donation',
      'create-payment',
      'generate-download-link',
      'send-career-application',
      'stripe-webhook',
    ])
  })

  it('are identical, and so are their lock files', () => {
    for (const file of ['deno.json', 'deno.lock']) {
      const copies = new Set(functions.map((name) => readFileSync(path.join(functionsDir, name, file), 'utf8')))
      expect(copies.size, file).toBe(1)
    }
  })

  it('pin each npm package at the exact version package.json installs', () => {
    const { imports } = JSON.parse(readFileSync(path.join(functionsDir, functions[0]!, 'deno.json'), 'utf8')) as {
      imports: Record<string, string>
    }
    for (const [name, specifier] of Object.entries(imports)) {
      const match = /^npm:(@?[^@]+)@(.+)$/.exec(specifier)
      expect(match, specifier).not.toBeNull()
      expect(match![1], specifier).toBe(name)
      expect(installed[name], `${name} in package.json`).toBe(match![2])
    }
  })
})
