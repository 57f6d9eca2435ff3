import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fetchContent } from '@/lib/content/fetch'
import { PUBLISHED } from '@/lib/content/loader'
import { fetchPublished } from '@/lib/content/published-read'
import { PROVERBS_QUERY, SITE_SETTINGS_QUERY } from '@/lib/site/queries'

/**
 * The published half of the content door: what `fetchContent` answers for a published read, and reachable from a
 * client component's server render (the footer's), where next/headers is not allowed.
 */
const root = path.resolve(import.meta.dirname, '..', '..')

beforeEach(() => {
  vi.stubEnv('CONTENT_SOURCE', '')
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

/** The files of the repo a module imports, followed to the end, with the packages each names. */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const resolve = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
    if (!base) return null
    return ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(file)) ?? null
  }
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier] of text.matchAll(/^import (type )?[^'"]*?from '([^']+)'/gm)) {
      if (typeOnly || !specifier) continue
      const next = resolve(file, specifier)
      if (next) visit(next)
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier)
    }
  }
  visit(path.join(root, entry))
  return { files, packages }
}

describe('fetchPublished', () => {
  it('answers what fetchContent answers for a published read', async () => {
    for (const query of [SITE_SETTINGS_QUERY, PROVERBS_QUERY]) {
      expect(await fetchPublished(query)).toEqual(await fetchContent(query, {}, { read: PUBLISHED }))
    }
    const settings = await fetchPublished(SITE_SETTINGS_QUERY)
    expect(settings?.title).toBe('Sankofa Academy')
  })

  it('hands each caller its own copy', async () => {
    const first = await fetchPublished(SITE_SETTINGS_QUERY)
    first!.title = 'changed by a caller'
    expect((await fetchPublished(SITE_SETTINGS_QUERY))?.title).toBe('Sankofa Academy')
  })

  it('never reaches next/headers, nor do the footer and the bios drawn in the HTML', () => {
    for (const entry of [
      'lib/content/published-read.ts',
      'app/_components/frame/footer/published-footer.tsx',
      'app/(site)/educators/_components/published-educator-bio.tsx',
    ]) {
      const { files, packages } = importGraph(entry)
      expect(packages, entry).not.toContain('next/headers')
      expect(
        [...files].map((file) => path.relative(root, file)),
        entry,
      ).not.toContain('lib/content/preview.ts')
    }
    // The door itself does reach it, for draft reads: the check above would see it.
    expect(importGraph('lib/content/fetch.ts').packages).toContain('next/headers')
  })
})
