import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'

import type { ContentLakeStandIn } from './server'

/** Sanity's own client pointed at a running stand-in, as a test's editor or reader (no CDN, no project host). */
export function standInClient(
  lake: Pick<ContentLakeStandIn, 'origin' | 'dataset'>,
  config: Omit<ClientConfig, 'apiHost' | 'useProjectHostname' | 'useCdn' | 'dataset'> = {},
): SanityClient {
  return createClient({
    projectId: 'standin',
    apiVersion: '2025-02-19',
    ...config,
    dataset: lake.dataset,
    apiHost: lake.origin,
    useProjectHostname: false,
    useCdn: false,
  })
}
