import { visionTool } from '@sanity/vision'
import { defineConfig, type Config } from 'sanity'
import { structureTool } from 'sanity/structure'

import { SANITY_API_VERSION } from '../lib/content/sanity-project'
import { STUDIO_URL } from '../lib/content/studio-url'
import { schemaTypes, singletonTypes } from '../schemas'
import { documentActions } from './document-actions'
import { defaultDocumentNode } from './document-views'
import { sitePresentation } from './presentation'
import { withSiteSourceBar, type SiteSource } from './SiteSourceBar'
import { buildStructure } from './structure'
import { blogPostByMe } from './templates'
import { toolsFor, VISION_TOOL_NAME } from './vision-access'

/**
 * The embedded Studio's configuration. The Next.js route builds it in the browser from the project
 * id and dataset the server read at request time (`createStudioConfig`); the default export serves
 * the Sanity CLI (`sanity schema validate`, `schema extract`, `typegen`).
 */

export interface StudioConnection {
  projectId: string
  dataset: string
  apiVersion?: string
  /** Where the site's pages read content; the embedded Studio shows it above its navbar. */
  siteSource?: SiteSource
  /**
   * Another Sanity API than sanity.io's: the Content Lake stand-in of `npm run dev:connected` and its e2e
   * (SANITY_STUDIO_API_HOST). Staff then sign in with the stand-in's own provider and keep the session as a token.
   */
  apiHost?: string
}

export const STUDIO_TITLE = 'Sankofa Academy'

export function createStudioConfig({ projectId, dataset, apiVersion, siteSource, apiHost }: StudioConnection): Config {
  return defineConfig({
    name: 'default',
    title: STUDIO_TITLE,
    basePath: STUDIO_URL,
    projectId,
    dataset,
    // A cookie set by the stand-in would be a third-party cookie to the Studio's page, so the session is a token.
    ...(apiHost && { apiHost, auth: { apiHost, loginMethod: 'token', redirectOnSingle: false } }),
    plugins: [
      // Before the structure tool, so staff land on the site they are editing.
      sitePresentation(),
      structureTool({ structure: buildStructure(singletonTypes), defaultDocumentNode }),
      visionTool({ name: VISION_TOOL_NAME, defaultApiVersion: apiVersion ?? SANITY_API_VERSION }),
    ],
    tools: (previous, { currentUser }) => toolsFor(previous, currentUser),
    ...(siteSource && { studio: { components: { navbar: withSiteSourceBar(siteSource) } } }),
    // Sanity 6 made groq2024 the default search; staff keep the ranking and matching they know until the
    // switch is chosen on purpose.
    search: { strategy: 'groqLegacy' },
    schema: {
      types: schemaTypes,
      // Singletons never appear in "create new document" lists.
      templates: (templates) => [
        ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
        blogPostByMe,
      ],
    },
    document: {
      actions: (previous, { schemaType }) => documentActions(previous, schemaType, singletonTypes),
      newDocumentOptions: (previous, { creationContext }) =>
        creationContext.type === 'global' ? previous.filter((item) => !singletonTypes.has(item.templateId)) : previous,
    },
  })
}

// For the CLI only: the CLI reads SANITY_STUDIO_* (or the app's names); schema commands work offline
// with the placeholder id.
export default createStudioConfig({
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'not-configured',
  dataset: process.env.SANITY_STUDIO_DATASET || process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
})
