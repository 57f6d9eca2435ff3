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

export type StudioEnv =
  | { status: 'connected'; projectId: string; dataset: string; apiVersion: string; siteSource: SiteSource }
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
  if (!projectId.success || !dataset.success) return { status: 'not-connected', problems }
  return {
    status: 'connected',
    projectId: projectId.data,
    dataset: dataset.data,
    apiVersion: apiVersion.success ? apiVersion.data : SANITY_API_VERSION,
    siteSource: readSiteSource(),
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
