import { vi } from 'vitest'

/** The settings that would send content reads to a Sanity project; cleared, loaders read the bundled fixtures. */
const CONNECTED_SETTINGS = [
  'CONTENT_SOURCE',
  'NEXT_PUBLIC_SANITY_PROJECT_ID',
  'NEXT_PUBLIC_SANITY_DATASET',
  'SANITY_API_READ_TOKEN',
] as const

/** Local mode for a test, whatever the developer's shell exports; undo with `vi.unstubAllEnvs()`. */
export function useLocalContentEnv(): void {
  for (const name of CONNECTED_SETTINGS) vi.stubEnv(name, '')
}

/** Connected mode for a test: content and images from the project `abc123`, dataset `production`. */
export function useConnectedContentEnv(): void {
  vi.stubEnv('CONTENT_SOURCE', 'sanity')
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123')
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'production')
}
