import type { ValidationContext } from 'sanity'
import { describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import type { FixtureDataset } from '@/lib/content/fixtures'
import { ownIds, uniqueAmong } from '@/schemas/fields/rules'

/**
 * "Each number is used once": only published documents clash. A document never clashes with its own draft
 * or release version, and drafts and release versions of other documents are work in progress.
 */

const position = (id: string, order: number) => ({ _id: id, _type: 'careerPosition', order })

const dataset: FixtureDataset['documents'] = [
  position('position-tutor', 1),
  position('drafts.position-tutor', 2),
  position('drafts.position-librarian', 3),
  position('versions.spring-term.position-counsellor', 4),
  position('versions.spring-term.position-tutor', 5),
]

const contextFor = (id: string) =>
  ({
    document: { _id: id, _type: 'careerPosition' },
    getClient: () => ({
      fetch: (query: string, params: Record<string, unknown>) => evaluateLocally(query, params, dataset),
    }),
  }) as unknown as ValidationContext

const rule = uniqueAmong('careerPosition', 'order', (order) => `Another position already has order ${String(order)}`)

describe('unique numbers', () => {
  it('clash with another published document', async () => {
    expect(await rule(1, contextFor('drafts.position-new'))).toBe('Another position already has order 1')
    expect(await rule(1, contextFor('versions.spring-term.position-new'))).toBe('Another position already has order 1')
  })

  it("never clash with the document's own published, draft or release form", async () => {
    expect(await rule(1, contextFor('position-tutor'))).toBe(true)
    expect(await rule(1, contextFor('drafts.position-tutor'))).toBe(true)
    expect(await rule(1, contextFor('versions.spring-term.position-tutor'))).toBe(true)
  })

  it('ignore drafts and release versions of other documents', async () => {
    expect(await rule(3, contextFor('position-new'))).toBe(true)
    expect(await rule(4, contextFor('position-new'))).toBe(true)
    expect(await rule(5, contextFor('position-new'))).toBe(true)
  })

  it('know a release version by its published id', () => {
    expect(ownIds(contextFor('versions.spring-term.position-tutor'))).toEqual([
      'position-tutor',
      'drafts.position-tutor',
    ])
    expect(ownIds(contextFor('drafts.position-tutor'))).toEqual(['position-tutor', 'drafts.position-tutor'])
  })
})
