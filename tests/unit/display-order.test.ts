import { createSchema } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'

import { OPEN_POSITIONS_QUERY } from '@/lib/careers/queries'
import { evaluateLocally } from '@/lib/content/fetch'
import { loadFixtureDataset, type FixtureDataset } from '@/lib/content/fixtures'
import { COURSE_QUIZ_QUERY, GAMES_QUERY, LIVE_PROGRAMS_QUERY } from '@/lib/learning/queries'
import { EDUCATORS_QUERY, ONGOING_PROGRAMS_QUERY, PLANS_QUERY } from '@/lib/school/queries'
import { schemaTypes } from '@/schemas'
import { AREAS } from '@/studio/areas'

/**
 * Staff order plans, games, programs, quiz questions, educators and positions by dragging them in the Studio,
 * which keeps an `orderRank` string on each document. The site's lists follow it, and the fixtures' ranks keep
 * the order the numbers they replaced gave.
 */

type Doc = FixtureDataset['documents'][number] & { order?: number; orderRank?: string; name?: string; title?: string }

let documents: Doc[]
beforeAll(async () => {
  documents = (await loadFixtureDataset()).documents as Doc[]
})

const schema = createSchema({ name: 'display-order-test', types: schemaTypes })
const rankedTypes = schema
  .getTypeNames()
  .filter((name) => schema.get(name)?.type?.name === 'document')
  .filter((name) => {
    const type = schema.get(name) as { fields?: Array<{ name: string }> } | undefined
    return type?.fields?.some((field) => field.name === 'orderRank') ?? false
  })
  .sort()
const orderableEntries = AREAS.flatMap((area) => area.entries.filter((entry) => entry.orderable))

const LISTS: Array<[type: string, query: string]> = [
  ['plan', PLANS_QUERY],
  ['game', GAMES_QUERY],
  ['ongoingProgram', ONGOING_PROGRAMS_QUERY],
  ['courseQuizQuestion', COURSE_QUIZ_QUERY],
  ['liveProgram', LIVE_PROGRAMS_QUERY],
  ['careerPosition', OPEN_POSITIONS_QUERY],
  ['educator', EDUCATORS_QUERY],
]

describe('drag-and-drop order', () => {
  it('is offered in the desk for exactly the types that carry a rank', () => {
    expect(rankedTypes).toEqual(
      ['careerPosition', 'courseQuizQuestion', 'educator', 'game', 'liveProgram', 'ongoingProgram', 'plan'].sort(),
    )
    expect(orderableEntries.map((entry) => entry.type).sort()).toEqual(rankedTypes)
  })

  it('gives every fixture document of those types its own rank', () => {
    for (const type of rankedTypes) {
      const ranks = documents.filter((document) => document._type === type).map((document) => document.orderRank)
      expect(ranks.length, type).toBeGreaterThan(0)
      expect(
        ranks.every((rank) => typeof rank === 'string' && /^0\|[0-9a-z]+:[0-9a-z]*$/.test(rank)),
        type,
      ).toBe(true)
      expect(new Set(ranks).size, type).toBe(ranks.length)
    }
  })

  it.each(LISTS)("keeps the site's %s list in the order the retired numbers gave", async (type, query) => {
    const listed = (await evaluateLocally(query, {}, documents)) as Array<{ _id: string }>
    const byId = new Map(documents.map((document) => [document._id, document]))
    const group = (id: string) => String(byId.get(id)?.group ?? '')
    const number = (id: string) => byId.get(id)?.order ?? Number.NaN
    expect(listed.length, type).toBeGreaterThan(1)
    // Educators are listed by group on the page, so only the order within a group is what visitors see.
    for (const key of new Set(listed.map(({ _id }) => group(_id)))) {
      const numbers = listed.filter(({ _id }) => group(_id) === key).map(({ _id }) => number(_id))
      expect(numbers, `${type} ${key}`).toEqual([...numbers].sort((a, b) => a - b))
    }
  })
})
