import { readdirSync } from 'node:fs'
import path from 'node:path'

import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity'
import { describe, expect, it } from 'vitest'

import { LINKED_PAGES } from '@/lib/site/page-paths'
import { isReservedSlug, RESERVED_SLUGS } from '@/lib/site/reserved-slugs'
import { schemaTypes } from '@/schemas'

/**
 * A page document lives at /<slug>, beside every other route of the site. The reserved list must hold every
 * first segment the site already answers (read here from the folders of app/ and public/, not declared twice),
 * and the Studio must refuse those, and a new address for a page the forms link to.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** What a folder or file at the top of a route tree answers as its first segment (`robots.ts` → `robots.txt`). */
function firstSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = entry.name
    if (name.startsWith('_') || name.startsWith('[')) return []
    if (entry.isDirectory()) {
      // A route group like (site) leaves no trace in the URL: its folders are first segments themselves.
      return /^\(.*\)$/.test(name) ? firstSegments(path.join(dir, name)) : [name]
    }
    if (dir.includes(`${path.sep}public`)) return [name]
    const metadataFiles: Record<string, string> = { 'robots.ts': 'robots.txt', 'sitemap.ts': 'sitemap.xml' }
    return metadataFiles[name] ? [metadataFiles[name]] : /^icon\.(svg|png|ico)$/.test(name) ? [name] : []
  })
}

describe('reserved page addresses', () => {
  it('cover every first segment of app/ and public/', () => {
    const segments = [...firstSegments(path.join(root, 'app')), ...firstSegments(path.join(root, 'public'))]
    expect(segments).toEqual(expect.arrayContaining(['about', 'studio', 'api', 'fixture-images', 'events.ics', 'shop']))
    expect(segments.filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([])
  })

  it('include the Next.js addresses and not the pages staff write', () => {
    expect(isReservedSlug('_next')).toBe(true)
    expect(isReservedSlug('Events')).toBe(true)
    expect(isReservedSlug('sitemap.xml')).toBe(true)
    for (const slug of ['privacy', 'terms', 'refunds', 'faq']) expect(isReservedSlug(slug)).toBe(false)
  })
})

describe('the Studio rule on a page’s URL name', () => {
  const schema = createSchema({ name: 'reserved-slugs-test', types: schemaTypes })
  // No other page exists: both uniqueness checks (ours counts, Sanity's own asks for a boolean) pass.
  const client = {
    fetch: async (query: string) => (query.includes('count(') ? 0 : true),
    withConfig: () => client,
  } as unknown as SanityClient

  const slugErrors = async (id: string, slug: string): Promise<string[]> => {
    const markers = await validateDocument({
      document: {
        _id: id,
        _type: 'page',
        title: 'A page staff wrote',
        slug: { _type: 'slug', current: slug },
      } as unknown as SanityDocument,
      workspace: { schema } as unknown as Workspace,
      getClient: () => client,
      getDocumentExists: async () => false,
      // As staff meet it: outside the Studio, Sanity turns an object field's custom rules into warnings.
      environment: 'studio',
    })
    return markers
      .filter((marker) => marker.level === 'error' && JSON.stringify(marker.path) === '["slug"]')
      .map((marker) => marker.message)
  }

  it('refuses an address the site already answers, naming it', async () => {
    expect(await slugErrors('page-x', 'events')).toEqual([
      '/events is already an address of the site. Choose another URL name.',
    ])
    expect(await slugErrors('page-x', 'studio')).toHaveLength(1)
  })

  it('accepts a free address, and refuses one that is not lower-case words and hyphens', async () => {
    expect(await slugErrors('page-x', 'accessibility')).toEqual([])
    expect(await slugErrors('page-x', 'Our Terms')).toEqual(['Use lower-case letters, digits and single hyphens only'])
  })

  it('keeps the address of a page the forms link to, in its draft too', async () => {
    const { id, slug } = LINKED_PAGES.privacy
    expect(await slugErrors(id, slug)).toEqual([])
    expect(await slugErrors(`drafts.${id}`, 'privacy-policy')).toEqual([
      "The site's forms link to /privacy: keep “privacy” as this page's URL name.",
    ])
  })
})
