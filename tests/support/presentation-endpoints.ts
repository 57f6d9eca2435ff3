/**
 * The connected site the Presentation e2e drives: the plain build served by `next start` with Sanity settings
 * pointing its server at a Content Lake stand-in on loopback (SANITY_API_HOST). The spec starts that stand-in on
 * LAKE_PORT itself, in the test process, so the Studio in the browser (through the browser stand-in's `lake`
 * option) and the site's server read and change the same dataset.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100)

export const PRESENTATION_SITE_PORT = basePort + 3
export const PRESENTATION_SITE_URL = `http://127.0.0.1:${PRESENTATION_SITE_PORT}`
export const PRESENTATION_LAKE_PORT = basePort + 4

export const PRESENTATION_PROJECT = { projectId: 'e2elake1', dataset: 'production' } as const
/** The Viewer token the site's server reads drafts with, and the only token the stand-in accepts. */
export const PRESENTATION_READ_TOKEN = 'e2e-lake-viewer-token-0123456789'
export const PRESENTATION_REVALIDATE_SECRET = 'e2e-lake-revalidate-secret-01234'
/** Signs the server's preview sessions (a production server in connected mode opens no preview without it). */
export const PRESENTATION_PREVIEW_SESSION_SECRET = 'e2e-lake-preview-session-secret-0123456789'

/** The environment of that `next start`. */
export const PRESENTATION_SITE_ENV = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: PRESENTATION_PROJECT.projectId,
  NEXT_PUBLIC_SANITY_DATASET: PRESENTATION_PROJECT.dataset,
  CONTENT_SOURCE: 'sanity',
  SANITY_API_HOST: `http://127.0.0.1:${PRESENTATION_LAKE_PORT}`,
  SANITY_API_READ_TOKEN: PRESENTATION_READ_TOKEN,
  SANITY_REVALIDATE_SECRET: PRESENTATION_REVALIDATE_SECRET,
  PREVIEW_SESSION_SECRET: PRESENTATION_PREVIEW_SESSION_SECRET,
} as const
