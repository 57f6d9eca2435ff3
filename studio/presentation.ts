import { map } from 'rxjs'
import type { DocumentLocationResolver } from 'sanity/presentation'
import { defineDocuments, presentationTool } from 'sanity/presentation'

import { MAIN_DOCUMENTS, referrerTypes } from '../lib/content-map'
import { LOCATE_QUERY, toLocationsState, type Located } from './locations'

/**
 * The Presentation tool: the site in a frame beside the document being edited. The frame opens through the
 * site's draft-mode route, which checks the one-time secret the Studio creates; pages are same-origin, so
 * the CSP's `frame-ancestors 'self'` lets the Studio frame them and nothing else. Which page shows which
 * document comes from the content map (lib/content-map.ts).
 */

export const PREVIEW_ENABLE_PATH = '/api/draft-mode/enable'

const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) =>
  documentStore
    .listenQuery(LOCATE_QUERY, { id, referrerTypes: [...referrerTypes(type)] }, { perspective: 'drafts' })
    .pipe(map((located: Located | null) => toLocationsState(located)))

export const sitePresentation = () =>
  presentationTool({
    title: 'Presentation',
    previewUrl: { initial: '/', previewMode: { enable: PREVIEW_ENABLE_PATH } },
    resolve: { mainDocuments: defineDocuments([...MAIN_DOCUMENTS]), locations },
  })
