import { createClient } from '@sanity/client'

import { readContentEnv, resolveContentSource, type ContentEnv } from './env'
import { loadFixtureDataset } from './fixtures'

/**
 * Every published document the site reads, from the same source the pages use (lib/content/env.ts): the
 * bundled fixtures, or the connected dataset with CONTENT_SOURCE=sanity and a project id. For checks over the
 * whole content (`npm run check:content`), not for pages: pages read through `fetchContent` and its queries.
 */

export interface PublishedDocuments {
  /** Where they came from, for the report: the fixture file, or `<project>/<dataset>`. */
  source: string
  documents: Array<{ _id: string; _type: string; [field: string]: unknown }>
}

// Published content only, without Sanity's own documents (assets, system records).
const PUBLISHED_CONTENT = `*[!(_id in path("drafts.**")) && !(_id in path("versions.**")) && !(_type match "sanity.*") && !(_type match "system.*")]`

export async function readPublishedDocuments(env: ContentEnv = readContentEnv()): Promise<PublishedDocuments> {
  if (resolveContentSource(env) !== 'sanity' || !env.projectId) {
    const { documents } = await loadFixtureDataset()
    return {
      source: 'the bundled fixtures (studio/fixtures/content.ndjson)',
      documents: documents.filter((document) => !document._type.startsWith('sanity.')),
    }
  }
  const client = createClient({
    projectId: env.projectId,
    dataset: env.dataset,
    apiVersion: env.apiVersion,
    token: env.readToken,
    useCdn: false,
    perspective: 'published',
    ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
  })
  return {
    source: `the dataset ${env.projectId}/${env.dataset}`,
    documents: await client.fetch(PUBLISHED_CONTENT),
  }
}
