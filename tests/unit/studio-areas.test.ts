import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'

import { schemaTypes, singletonTypes } from '@/schemas'
import { AREAS } from '@/studio/areas'

/**
 * schemas/index.ts is the one list of singletons; studio/areas.ts only places types in the desk. The
 * Studio keeps singletons out of "Other" and out of every "create" menu, so a singleton without an area
 * entry could not be opened at all, and one placed twice would show two doors to the same document.
 */

const schema = createSchema({ name: 'studio-areas-test', types: schemaTypes })
const documentTypes = new Set(
  schema.getTypeNames().filter((name) => schema.get(name)?.type?.name === 'document' && !name.startsWith('sanity.')),
)
const placed = AREAS.flatMap((area) => area.entries.map((entry) => entry.type))

describe('the Studio areas against the schema', () => {
  it('every singleton is a document type of the schema', () => {
    expect(singletonTypes.size).toBeGreaterThan(0)
    expect([...singletonTypes].filter((name) => !documentTypes.has(name))).toEqual([])
  })

  it('places every singleton in exactly one area, once', () => {
    for (const name of singletonTypes) {
      expect(
        placed.filter((type) => type === name),
        name,
      ).toEqual([name])
    }
  })

  it('places only document types of the schema, each at most once', () => {
    expect(placed.filter((type) => !documentTypes.has(type))).toEqual([])
    expect(placed.filter((type, index) => placed.indexOf(type) !== index)).toEqual([])
  })

  it('gives every area a unique id and title and at least one entry, and every entry a unique title', () => {
    expect(new Set(AREAS.map((area) => area.id)).size).toBe(AREAS.length)
    expect(new Set(AREAS.map((area) => area.title)).size).toBe(AREAS.length)
    const titles = AREAS.flatMap((area) => area.entries.map((entry) => entry.title))
    expect(new Set(titles).size).toBe(titles.length)
    for (const area of AREAS) expect(area.entries.length, area.id).toBeGreaterThan(0)
  })
})
