import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type {
  ListItem,
  ListItemBuilder,
  StructureBuilder,
  StructureResolver,
  StructureResolverContext,
} from 'sanity/structure'

import { SANITY_API_VERSION as API_VERSION } from '../lib/content/sanity-project'
import { AREAS, type AreaEntry, type EntryList } from './areas'
import { myProfileItem } from './my-profile'
import { DRAFT_AND_PUBLISHED_IDS_QUERY, unpublishedDraftIds, type DraftAndPublishedIds } from './unpublished-drafts'

export { AREAS } from './areas'

type DividerBuilder = ReturnType<StructureBuilder['divider']>

/**
 * The desk structure: every type is grouped by area under a titled divider; a singleton (the set given,
 * `singletonTypes` from schemas/index.ts) opens straight into its one document, any other type into its
 * list. A new document type goes into `AREAS` (or, until someone places it, shows up under "Other" on its
 * own), so later types slot in without touching the builder code. An entry with filtered lists opens into
 * "All …" and those lists, each naming the API version its filter is written for (Sanity warns in every staff
 * member's console about a custom filter without one).
 */

const placedTypes = new Set(AREAS.flatMap((area) => area.entries.map((entry) => entry.type)))

function singletonItem(S: StructureBuilder, entry: AreaEntry): ListItemBuilder {
  return S.listItem()
    .id(entry.type)
    .title(entry.title)
    .schemaType(entry.type)
    .child(S.document().schemaType(entry.type).documentId(entry.type).title(entry.title))
}

function filteredListItem(
  S: StructureBuilder,
  context: StructureResolverContext,
  type: string,
  list: EntryList,
): ListItemBuilder {
  const item = S.listItem().id(list.id).title(list.title).schemaType(type)
  if ('filter' in list) {
    return item.child(
      S.documentList()
        .id(list.id)
        .title(list.title)
        .schemaType(type)
        .apiVersion(API_VERSION)
        .filter(list.filter)
        .params({ type }),
    )
  }
  // Worked out when opened: which drafts lack a published document is not something a list filter can ask.
  return item.child(async () => {
    const found = await context
      .getClient({ apiVersion: API_VERSION })
      .fetch<DraftAndPublishedIds>(DRAFT_AND_PUBLISHED_IDS_QUERY, { type }, { perspective: 'raw' })
    return S.documentList()
      .id(list.id)
      .title(list.title)
      .schemaType(type)
      .apiVersion(API_VERSION)
      .filter('_type == $type && _id in $ids')
      .params({ type, ids: unpublishedDraftIds(found) })
  })
}

/** Every document of the type; where staff order them by dragging, the plugin's sortable list. */
function allItem(
  S: StructureBuilder,
  context: StructureResolverContext,
  entry: AreaEntry,
  id: string,
  title: string,
): ListItem | ListItemBuilder {
  return entry.orderable
    ? orderableDocumentListDeskItem({ type: entry.type, id, title, S, context })
    : S.documentTypeListItem(entry.type).id(id).title(title)
}

function listItem(
  S: StructureBuilder,
  context: StructureResolverContext,
  entry: AreaEntry,
): ListItem | ListItemBuilder {
  if (!entry.lists?.length) return allItem(S, context, entry, entry.type, entry.title)
  return S.listItem()
    .id(entry.type)
    .title(entry.title)
    .schemaType(entry.type)
    .child(
      S.list()
        .id(entry.type)
        .title(entry.title)
        .items([
          allItem(S, context, entry, `${entry.type}-all`, `All ${entry.title.toLowerCase()}`),
          ...entry.lists.map((list) => filteredListItem(S, context, entry.type, list)),
        ]),
    )
}

export function buildStructure(singletonTypes: ReadonlySet<string>): StructureResolver {
  return (S, context) => {
    const knownTypes = new Set(context.schema.getTypeNames())
    const items: Array<ListItem | ListItemBuilder | DividerBuilder> = []
    if (knownTypes.has('educator')) items.push(myProfileItem(S, context))

    for (const area of AREAS) {
      const present = area.entries.filter((entry) => knownTypes.has(entry.type))
      if (present.length === 0) continue
      items.push(S.divider().title(area.title))
      for (const entry of present) {
        items.push(singletonTypes.has(entry.type) ? singletonItem(S, entry) : listItem(S, context, entry))
      }
    }

    // Document types nobody has placed yet: never hidden, singletons never listed as collections.
    const others = S.documentTypeListItems().filter((item) => {
      const id = item.getId()
      return id !== undefined && !placedTypes.has(id) && !singletonTypes.has(id)
    })
    if (others.length > 0) items.push(S.divider().title('Other'), ...others)

    return S.list().id('content').title('Content').items(items)
  }
}
