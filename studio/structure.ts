import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'

import { AREAS, type AreaEntry } from './areas'
import { myProfileItem } from './myProfile'

export { AREAS } from './areas'

type DividerBuilder = ReturnType<StructureBuilder['divider']>

/**
 * The desk structure: every type is grouped by area under a titled divider; a singleton (the set given,
 * `singletonTypes` from schemas/index.ts) opens straight into its one document, any other type into its
 * list. A new document type goes into `AREAS` (or, until someone places it, shows up under "Other" on its
 * own), so later types slot in without touching the builder code.
 */

const placedTypes = new Set(AREAS.flatMap((area) => area.entries.map((entry) => entry.type)))

function singletonItem(S: StructureBuilder, entry: AreaEntry): ListItemBuilder {
  return S.listItem()
    .id(entry.type)
    .title(entry.title)
    .schemaType(entry.type)
    .child(S.document().schemaType(entry.type).documentId(entry.type).title(entry.title))
}

function listItem(S: StructureBuilder, entry: AreaEntry): ListItemBuilder {
  return S.documentTypeListItem(entry.type).id(entry.type).title(entry.title)
}

export function buildStructure(singletonTypes: ReadonlySet<string>): StructureResolver {
  return (S, context) => {
    const knownTypes = new Set(context.schema.getTypeNames())
    const items: Array<ListItemBuilder | DividerBuilder> = []
    if (knownTypes.has('educator')) items.push(myProfileItem(S, context))

    for (const area of AREAS) {
      const present = area.entries.filter((entry) => knownTypes.has(entry.type))
      if (present.length === 0) continue
      items.push(S.divider().title(area.title))
      for (const entry of present) {
        items.push(singletonTypes.has(entry.type) ? singletonItem(S, entry) : listItem(S, entry))
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
