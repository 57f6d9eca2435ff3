import { applyPatch } from 'mendoza'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadFixtureContent, type SanityDocument } from '@/tests/support/content-lake'
import { effectsOf } from '@/tests/support/content-lake/mendoza'

/**
 * The stand-in's listen `effects`, checked with mendoza's own decoder (the one the Studio applies them with) on
 * the academy's fixture documents: `apply` turns the document before into the one after, `revert` back, and
 * a document that is gone reads as Sanity's delete patch.
 */

const TIMBUKTU = 'blogPost-the-libraries-and-scholars-of-timbuktu'
let documents: Map<string, SanityDocument>

beforeAll(async () => {
  const content = await loadFixtureContent('stand-in', 'production', { withDrafts: true })
  documents = new Map(content.documents.map((document) => [document._id, document]))
})

const fixture = (id: string): SanityDocument => {
  const document = documents.get(id)
  if (!document) throw new Error(`No fixture document ${id}`)
  return structuredClone(document)
}

/** What the Studio applies a patch to, and what it expects back: the document without its revision. */
const withoutRev = (document: SanityDocument | null) => {
  if (!document) return null
  const { _rev: _ignored, ...rest } = document
  return rest
}

/** Sanity's own test for "this patch deletes the document" (isDeletePatch in the Studio). */
const isDeletePatch = (patch: unknown[]) => patch[0] === 0 && patch[1] === null

function expectRoundTrip(before: SanityDocument | null, after: SanityDocument | null) {
  const { apply, revert } = effectsOf(before, after)
  expect(applyPatch(withoutRev(before), apply) ?? null).toEqual(withoutRev(after))
  expect(applyPatch(withoutRev(after), revert) ?? null).toEqual(withoutRev(before))
  return { apply, revert }
}

describe('listen effects as mendoza patches', () => {
  it('a created document: apply builds it, revert is the delete patch', () => {
    const post = { ...fixture(TIMBUKTU), _id: `drafts.${TIMBUKTU}`, _rev: 'tx1' }
    const { apply, revert } = expectRoundTrip(null, post)
    expect(isDeletePatch(revert)).toBe(true)
    expect(isDeletePatch(apply)).toBe(false)
  })

  it('a deleted document: apply is the delete patch, revert brings it back whole', () => {
    const draft = fixture(`drafts.${TIMBUKTU}`)
    const { apply } = expectRoundTrip(draft, null)
    expect(isDeletePatch(apply)).toBe(true)
  })

  it('an edit sets, adds and removes fields and leaves the rest as they were', () => {
    const before: SanityDocument = { ...fixture(TIMBUKTU), _rev: 'tx1' }
    const { excerpt: _excerpt, ...rest } = before
    const after = {
      ...rest,
      _rev: 'tx2',
      title: 'The Libraries of Timbuktu, Told by Our Learners',
      featured: true,
      _updatedAt: '2026-03-02T09:15:00.000Z',
    }
    const { apply } = expectRoundTrip(before, after)
    // Only what changed travels, not the whole post.
    expect(JSON.stringify(apply)).not.toContain('Where desert meets river')
  })

  it('an edit deep in nested arrays (a span inside a block of the body) round-trips', () => {
    const before = fixture(TIMBUKTU)
    const after = structuredClone(before)
    const body = after.body as { _key: string; children: { text: string }[] }[]
    body[1]!.children[0]!.text = 'Where the desert meets the Niger'
    body.splice(2, 1)
    body.push({ _key: 'b99', children: [{ text: 'Visiting the manuscripts today' }] })
    expectRoundTrip(before, after)
  })

  it('every fixture document survives being created, rewritten from its draft, and deleted', () => {
    for (const document of documents.values()) {
      expectRoundTrip(null, document)
      expectRoundTrip(document, null)
    }
    for (const [id, draft] of documents) {
      const published = documents.get(id.replace(/^drafts\./, ''))
      if (id.startsWith('drafts.') && published) {
        expectRoundTrip(published, { ...draft, _id: published._id })
        expectRoundTrip({ ...draft, _id: published._id }, published)
      }
    }
  })

  it('an unchanged document gets a patch that changes nothing', () => {
    const post = fixture(TIMBUKTU)
    const { apply, revert } = expectRoundTrip(post, { ...post, _rev: 'another' })
    expect(apply).toEqual([])
    expect(revert).toEqual([])
  })
})
