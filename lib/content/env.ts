import { z } from 'zod'

import { API_VERSION_PATTERN, DATASET_PATTERN, PROJECT_ID_PATTERN, SANITY_API_VERSION } from './sanity-project'

/**
 * Content settings, parsed once at the boundary. Pages read the Content Lake only when
 * CONTENT_SOURCE=sanity AND a project id is set; otherwise they read the bundled fixtures. The
 * Studio only needs the project id, so the two are deliberately separate settings.
 */

export type ContentSource = 'fixtures' | 'sanity'

/**
 * The server setting that signs preview sessions (lib/content/preview-session.ts): a random string of at least
 * PREVIEW_SESSION_SECRET_MIN_LENGTH characters, the same on every server of a deployment. Changing it ends every
 * open preview.
 */
export const PREVIEW_SESSION_SECRET_ENV = 'PREVIEW_SESSION_SECRET'
export const PREVIEW_SESSION_SECRET_MIN_LENGTH = 32

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const contentEnvSchema = z.object({
  NEXT_PUBLIC_SANITY_PROJECT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(PROJECT_ID_PATTERN, 'NEXT_PUBLIC_SANITY_PROJECT_ID may contain only a-z, 0-9 and dashes')
      .optional(),
  ),
  NEXT_PUBLIC_SANITY_DATASET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(DATASET_PATTERN, 'NEXT_PUBLIC_SANITY_DATASET may contain only a-z, 0-9, _ and -')
      .default('production'),
  ),
  NEXT_PUBLIC_SANITY_API_VERSION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(API_VERSION_PATTERN, `NEXT_PUBLIC_SANITY_API_VERSION must be a date like ${SANITY_API_VERSION}`)
      .default(SANITY_API_VERSION),
  ),
  CONTENT_SOURCE: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['fixtures', 'sanity']).default('fixtures'),
  ),
  SANITY_API_READ_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  SANITY_REVALIDATE_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(16, 'SANITY_REVALIDATE_SECRET must be at least 16 characters (a long random string)')
      .optional(),
  ),
  LOCAL_PREVIEW_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(16, 'LOCAL_PREVIEW_SECRET must be at least 16 characters (a long random string)').optional(),
  ),
  [PREVIEW_SESSION_SECRET_ENV]: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(
        PREVIEW_SESSION_SECRET_MIN_LENGTH,
        `${PREVIEW_SESSION_SECRET_ENV} must be at least ${PREVIEW_SESSION_SECRET_MIN_LENGTH} characters (a long random string, the same on every server of the site)`,
      )
      .optional(),
  ),
  SANITY_API_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .pipe(
        z.url({ protocol: /^https?$/, error: 'SANITY_API_HOST must be an http(s) URL such as http://127.0.0.1:4010' }),
      )
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
})

export interface ContentEnv {
  projectId: string | undefined
  dataset: string
  apiVersion: string
  /** The content source asked for (CONTENT_SOURCE), before checking a project id is set. */
  requestedSource: ContentSource
  readToken: string | undefined
  /** The secret the Sanity publish webhook signs with (`/api/revalidate`); unset, the route refuses. */
  revalidateSecret: string | undefined
  /** Opens draft mode over the draft fixtures on a production server in local mode (`?secret=`). */
  localPreviewSecret: string | undefined
  /** Signs preview sessions (PREVIEW_SESSION_SECRET); see `previewSigningSecret` for what signs without it. */
  previewSessionSecret: string | undefined
  /**
   * Tests only: the Content Lake API the server's client talks to instead of `<projectId>.api.sanity.io` (a
   * stand-in on loopback, tests/support/content-lake). Server-only: the browser never reads the Content Lake.
   */
  apiHost: string | undefined
}

type EnvLike = Record<string, string | undefined>

/** Parses the content settings from an environment (process.env by default). Throws on bad values. */
export function readContentEnv(env: EnvLike = processEnv()): ContentEnv {
  const parsed = contentEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid content settings (see .env.example):\n- ${problems.join('\n- ')}`)
  }
  const values = parsed.data
  return {
    projectId: values.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: values.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion: values.NEXT_PUBLIC_SANITY_API_VERSION,
    requestedSource: values.CONTENT_SOURCE,
    readToken: values.SANITY_API_READ_TOKEN,
    revalidateSecret: values.SANITY_REVALIDATE_SECRET,
    localPreviewSecret: values.LOCAL_PREVIEW_SECRET,
    previewSessionSecret: values[PREVIEW_SESSION_SECRET_ENV],
    apiHost: values.SANITY_API_HOST,
  }
}

/** Where pages read content from: 'sanity' only with CONTENT_SOURCE=sanity and a project id. */
export function resolveContentSource(env: Pick<ContentEnv, 'requestedSource' | 'projectId'>): ContentSource {
  return env.requestedSource === 'sanity' && env.projectId ? 'sanity' : 'fixtures'
}

/** True when a Sanity project id is configured (what the Studio needs). */
export function isSanityConfigured(env: EnvLike = processEnv()): boolean {
  return Boolean(readContentEnv(env).projectId)
}

/** The content source for this process, read from the environment on each call. */
export function contentSource(env: EnvLike = processEnv()): ContentSource {
  return resolveContentSource(readContentEnv(env))
}

/**
 * Project id, dataset and API version as configured when this module loaded. `projectId` is
 * undefined when no project is configured.
 */
export const sanityEnv: Readonly<Pick<ContentEnv, 'projectId' | 'dataset' | 'apiVersion'>> = (() => {
  const { projectId, dataset, apiVersion } = readContentEnv()
  return Object.freeze({ projectId, dataset, apiVersion })
})()

// NEXT_PUBLIC_* names are spelled out so Next.js can inline them if this is ever bundled for the
// browser; the rest are server-only.
function processEnv(): EnvLike {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
    NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
    CONTENT_SOURCE: process.env.CONTENT_SOURCE,
    SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
    SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET,
    LOCAL_PREVIEW_SECRET: process.env.LOCAL_PREVIEW_SECRET,
    [PREVIEW_SESSION_SECRET_ENV]: process.env.PREVIEW_SESSION_SECRET,
    SANITY_API_HOST: process.env.SANITY_API_HOST,
  }
}
