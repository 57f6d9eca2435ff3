import { z } from 'zod'

import { readContentEnv, resolveContentSource } from '@/lib/content/env'
import {
  API_VERSION_PATTERN,
  DATASET_PATTERN,
  PROJECT_ID_PATTERN,
  SANITY_API_VERSION,
} from '@/lib/content/sanity-project'
import type { SiteSource } from '@/studio/SiteSourceBar'

/**
 * Where the Studio connects, read from the server's environment at REQUEST time.
 *
 * `process.env.NEXT_PUBLIC_*` written literally is replaced by the bundler with its build-time value,
 * so one build could never serve both "not connected" and "connected". Reading through a variable
 * name the bundler cannot see keeps the lookup a real runtime read (checked in the build output).
 */

const projectIdSchema = z.string().regex(PROJECT_ID_PATTERN, 'lowercase letters, digits and dashes only')
const datasetSchema = z.string().regex(DATASET_PATTERN, 'lowercase letters, digits, "_" and "-", at most 64 characters')

const API_VERSION_SCHEMA = z.string().regex(API_VERSION_PATTERN)

export const PROJECT_ID_VAR = 'NEXT_PUBLIC_SANITY_PROJECT_ID'
export const DATASET_VAR = 'NEXT_PUBLIC_SANITY_DATASET'
export const API_VERSION_VAR = 'NEXT_PUBLIC_SANITY_API_VERSION'
/** Dev and tests only: the Content Lake stand-in the Studio talks to instead of sanity.io (`npm run dev:connected`). */
export const STUDIO_API_HOST_VAR = 'SANITY_STUDIO_API_HOST'

/**
 * A loopback http(s) origin without a path: the Studio builds `<projectId>.<host>` from it for project requests,
 * which only a name such as `localhost` turns back into this machine, so 127.0.0.1 is refused with the fix.
 */
const studioApiHostSchema = z
  .url({ protocol: /^https?$/, error: 'an http(s) URL such as http://localhost:3334' })
  .transform((raw) => new URL(raw))
  .refine((url) => url.hostname === 'localhost', {
    error: 'the host must be localhost (the Studio adds the project id in front of it)',
  })
  .refine((url) => (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash, {
    error: 'an origin only, with no path',
  })
  .transform((url) => url.origin)

export type StudioEnv =
  | {
      status: 'connected'
      projectId: string
      dataset: string
      apiVersion: string
      siteSource: SiteSource
      /** Set only for the Content Lake stand-in (dev and tests). */
      apiHost?: string
    }
  | { status: 'not-connected'; problems: string[] }

function runtimeEnv(name: string): string | undefined {
  const { env } = process
  const value = env[name]?.trim()
  return value ? value : undefined
}

export function readStudioEnv(): StudioEnv {
  const rawProjectId = runtimeEnv(PROJECT_ID_VAR)
  if (rawProjectId === undefined) return { status: 'not-connected', problems: [] }

  const problems: string[] = []
  const projectId = projectIdSchema.safeParse(rawProjectId)
  if (!projectId.success)
    problems.push(`${PROJECT_ID_VAR} is set but is not a valid project id (${projectId.error.issues[0]?.message}).`)
  const dataset = datasetSchema.safeParse(runtimeEnv(DATASET_VAR) ?? 'production')
  if (!dataset.success)
    problems.push(`${DATASET_VAR} is not a valid dataset name (${dataset.error.issues[0]?.message}).`)

  const apiVersion = API_VERSION_SCHEMA.safeParse(runtimeEnv(API_VERSION_VAR) ?? SANITY_API_VERSION)
  const rawApiHost = runtimeEnv(STUDIO_API_HOST_VAR)
  const apiHost = rawApiHost === undefined ? undefined : studioApiHostSchema.safeParse(rawApiHost)
  if (apiHost && !apiHost.success)
    problems.push(`${STUDIO_API_HOST_VAR} is not a usable API host (${apiHost.error.issues[0]?.message}).`)
  if (!projectId.success || !dataset.success || (apiHost && !apiHost.success))
    return { status: 'not-connected', problems }
  return {
    status: 'connected',
    projectId: projectId.data,
    dataset: dataset.data,
    apiVersion: apiVersion.success ? apiVersion.data : SANITY_API_VERSION,
    siteSource: readSiteSource(),
    ...(apiHost?.success && { apiHost: apiHost.data }),
  }
}

/**
 * Where this server's pages read content, decided exactly as the content door decides it (so the Studio
 * never claims a connection the pages do not have). Settings the door would refuse count as the fixtures.
 */
function readSiteSource(): SiteSource {
  try {
    const env = readContentEnv()
    return { source: resolveContentSource(env), dataset: env.dataset }
  } catch {
    return { source: 'fixtures', dataset: 'production' }
  }
}
