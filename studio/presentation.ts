import { map } from 'rxjs'
import type { DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'
import { defineDocuments, presentationTool } from 'sanity/presentation'

import {
  EVERY_PAGE_MESSAGE,
  locateDocument,
  MAIN_DOCUMENTS,
  MAP_DOCUMENT_PROJECTION,
  referrerTypes,
  type MapDocument,
} from '../lib/content/content-map'

/**
 * The Presentation tool: the site in a frame beside the document being edited. The frame opens through the
 * site's draft-mode route, which checks the one-time secret the Studio creates; pages are same-origin, so
 * the CSP's `frame-ancestors 'self'` lets the Studio frame them and nothing else. Which page shows which
 * document comes from the content map (lib/content/content-map.ts).
 */

export const PREVIEW_ENABLE_PATH = '/api/draft-mode/enable'

/** A document's fields and the documents that carry it onto their pages, live as staff edit. */
const LOCATE_QUERY = `{
  "document": *[_id == $id][0]${MAP_DOCUMENT_PROJECTION},
  "referrers": *[_type in $referrerTypes && references($id)]${MAP_DOCUMENT_PROJECTION}
}`

type Located = { document: MapDocument | null; referrers: MapDocument[] }

export function toLocationsState(located: Located | null | undefined): DocumentLocationsState | null {
  if (!located?.document) return null
  const placed = locateDocument(located.document, located.referrers)
  if (placed.everyPage) return { message: EVERY_PAGE_MESSAGE, tone: 'positive' }
  if (placed.locations.length === 0) return { message: 'Not shown on any page yet', tone: 'caution' }
  return { locations: placed.locations }
}

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
