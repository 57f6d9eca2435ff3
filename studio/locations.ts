import type { DocumentLocationsState } from 'sanity/presentation'

import { EVERY_PAGE_MESSAGE, locateDocument, MAP_DOCUMENT_PROJECTION, type MapDocument } from '../lib/content-map'

/** A document's fields and the documents that carry it onto their pages, live as staff edit. */
export const LOCATE_QUERY = `{
  "document": *[_id == $id][0]${MAP_DOCUMENT_PROJECTION},
  "referrers": *[_type in $referrerTypes && references($id)]${MAP_DOCUMENT_PROJECTION}
}`

export type Located = { document: MapDocument | null; referrers: MapDocument[] }

/** Where a document is used, as Presentation's "Used on" list shows it. */
export function toLocationsState(located: Located | null | undefined): DocumentLocationsState | null {
  if (!located?.document) return null
  const placed = locateDocument(located.document, located.referrers)
  if (placed.everyPage) return { message: EVERY_PAGE_MESSAGE, tone: 'positive' }
  if (placed.locations.length === 0) return { message: 'Not shown on any page yet', tone: 'caution' }
  return { locations: placed.locations }
}
