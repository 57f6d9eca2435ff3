import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { functionsByConfig } from '../../supabase/scripts/check-functions'

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

describe('npm run functions:check', () => {
  it('checks the five functions in one deno run, since their deno.json files are one text', () => {
    expect([...functionsByConfig().values()]).toEqual([
      ['create-donation', 'create-payment', 'generate-download-link', 'send-career-application', 'stripe-webhook'],
    ])
  })

  it('gives a function whose deno.json differs a run of its own, and skips a folder that deploys nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'functions-'))
    try {
      const write = (name: string, files: Record<string, string>) => {
        mkdirSync(path.join(dir, name))
        for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, name, file), text)
      }
      write('alpha', { 'index.ts': '', 'deno.json': '{"imports":{}}' })
      write('beta', { 'index.ts': '', 'deno.json': '{"imports":{"zod":"npm:zod@4"}}' })
      write('gamma', { 'index.ts': '', 'deno.json': '{"imports":{}}' })
      write('_shared', { 'http.ts': '' })
      expect([...functionsByConfig(dir).values()]).toEqual([['alpha', 'gamma'], ['beta']])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
