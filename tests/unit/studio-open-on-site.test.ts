import type { DocumentActionComponent } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_MAP, firstPage, MAP_DOCUMENT_PROJECTION, toMapDocument } from '@/lib/content-map'
import { evaluateLocally } from '@/lib/content/fetch'
import { loadFixtureDataset, type FixtureDataset } from '@/lib/content/fixtures'
import { singletonTypes } from '@/schemas'
import { documentActions } from '@/studio/document-actions'
import {
  NO_PAGE_TITLE,
  noPageTitle,
  NOT_SAVED_TITLE,
  OPEN_DRAFT_TITLE,
  OPEN_PUBLISHED_TITLE,
  openOnSite,
} from '@/studio/open-on-site-target'

/** "Open on site": which page a document opens, in which mode, and on which documents it is offered. */

const CONTENT_TYPES = Object.keys(CONTENT_MAP)

let documents: FixtureDataset['documents']
beforeAll(async () => {
  documents = (await loadFixtureDataset()).documents
})

const post = {
  _id: 'blogPost-griot-stories',
  _type: 'blogPost',
  title: 'What the Griots Kept: Stories as Living Archives',
  slug: { _type: 'slug', current: 'what-the-griots-kept' },
  category: 'history',
}

describe('the page "Open on site" opens', () => {
  it("opens a published post's own page as it is", () => {
    expect(openOnSite({ type: post._type, draft: null, published: post })).toEqual({
      href: '/blog/what-the-griots-kept',
      title: OPEN_PUBLISHED_TITLE,
    })
  })

  it('opens a post with unpublished changes in Presentation, framing the same page with the draft', () => {
    const draft = { ...post, _id: `drafts.${post._id}` }
    const state = openOnSite({ type: post._type, draft, published: post })
    expect(state?.title).toBe(OPEN_DRAFT_TITLE)
    expect(state?.href).toBe('/studio/presentation?preview=%2Fblog%2Fwhat-the-griots-kept')
    expect(new URL(state!.href!, 'https://academy.example').searchParams.get('preview')).toBe(
      '/blog/what-the-griots-kept',
    )
  })

  it('follows the draft: a new URL name opens the new address', () => {
    const draft = { ...post, _id: `drafts.${post._id}`, slug: { _type: 'slug', current: 'griots-as-archives' } }
    expect(openOnSite({ type: post._type, draft, published: post })?.href).toBe(
      '/studio/presentation?preview=%2Fblog%2Fgriots-as-archives',
    )
  })

  it('is disabled, saying why, for a post that has no URL name yet', () => {
    const draft = {
      _id: 'drafts.blogPost-new',
      _type: 'blogPost',
      title: 'A post still being written',
      category: 'history',
    }
    expect(openOnSite({ type: 'blogPost', draft, published: null })).toEqual({
      href: null,
      title: 'Write a title and generate its URL name first: the post has no page yet',
    })
  })

  it('is greyed on a post not saved yet, saying what gives it a page', () => {
    expect(openOnSite({ type: 'blogPost', draft: null, published: null })).toEqual({
      href: null,
      title: 'Write a title and generate its URL name first: the post has no page yet',
    })
  })

  it('says, for every type, what a document needs before it has a page, saved or not', () => {
    for (const type of CONTENT_TYPES) {
      const unsaved = openOnSite({ type, draft: null, published: null })
      const empty = { _id: `drafts.${type}-new`, _type: type }
      const placed = firstPage(toMapDocument(empty)) !== null
      if (placed) {
        // The site places it whatever its fields (a testimonial on the home page): it waits only for a first edit.
        expect(unsaved, type).toEqual({ href: null, title: NOT_SAVED_TITLE })
      } else {
        // Placed by its fields: the same reason before and after the first save, naming this type's fields.
        expect(noPageTitle(type), type).not.toBe(NO_PAGE_TITLE)
        expect(unsaved, type).toEqual({ href: null, title: noPageTitle(type) })
        expect(openOnSite({ type, draft: empty, published: null }), type).toEqual(unsaved)
      }
    }
    expect(noPageTitle('course')).toBe(
      'Write a title, generate its URL name and choose its kind first: the course has no page yet',
    )
  })

  it('opens the home page for what every page shows, and the listing page for listed types', () => {
    expect(
      openOnSite({ type: 'siteSettings', draft: null, published: { _id: 'siteSettings', _type: 'siteSettings' } })
        ?.href,
    ).toBe('/')
    expect(
      openOnSite({ type: 'proverb', draft: null, published: { _id: 'proverb-1', _type: 'proverb', text: 'Wisdom' } })
        ?.href,
    ).toBe('/')
    const educator = { _id: 'educator-a', _type: 'educator', name: 'Amani Okafor-Diallo' }
    expect(openOnSite({ type: educator._type, draft: null, published: educator })?.href).toBe('/educators')
    const game = { _id: 'game-a', _type: 'game', title: 'Kingdoms Quiz', gameId: { current: 'kingdoms-quiz' } }
    expect(openOnSite({ type: game._type, draft: null, published: game })?.href).toBe('/games/kingdoms-quiz')
  })

  it('gives every fixture document a page, and offers nothing for a type the site does not show', () => {
    const missing = documents
      .filter((document) => !document._type.startsWith('sanity.') && !document._id.startsWith('drafts.'))
      .filter((document) => openOnSite({ type: document._type, draft: null, published: document })?.href == null)
      .map((document) => document._id)
    expect(missing).toEqual([])
    expect(
      openOnSite({ type: 'sanity.imageAsset', draft: null, published: { _id: 'x', _type: 'sanity.imageAsset' } }),
    ).toBeNull()
  })

  it('reads the same fields from a document as the GROQ projection the Studio fetches', async () => {
    const content = documents.filter((document) => !document._type.startsWith('sanity.'))
    const projected = (await evaluateLocally(
      `*[!(_type match "sanity.*")]${MAP_DOCUMENT_PROJECTION}`,
      {},
      content,
    )) as unknown[]
    expect(content.map((document) => toMapDocument(document))).toEqual(projected)
  })
})

describe('the document actions', () => {
  const action = (name: DocumentActionComponent['action']): DocumentActionComponent => {
    const component: DocumentActionComponent = () => null
    component.action = name
    return component
  }
  const builtIn = [
    action('publish'),
    action('discardChanges'),
    action('duplicate'),
    action('delete'),
    action('restore'),
  ]
  const names = (actions: DocumentActionComponent[]) => actions.map((one) => one.action)

  it('adds "Open on site" after the built-in actions of a content type', () => {
    expect(names(documentActions(builtIn, 'blogPost', singletonTypes))).toEqual([
      'publish',
      'discardChanges',
      'duplicate',
      'delete',
      'restore',
      'openOnSite',
    ])
  })

  it('keeps "Open on site" on a singleton, which still cannot be duplicated or deleted', () => {
    expect(singletonTypes.has('homePage')).toBe(true)
    expect(names(documentActions(builtIn, 'homePage', singletonTypes))).toEqual([
      'publish',
      'discardChanges',
      'restore',
      'openOnSite',
    ])
  })

  it('offers nothing new on a type no page shows', () => {
    expect(names(documentActions(builtIn, 'sanity.imageAsset', singletonTypes))).toEqual(names(builtIn))
  })
})
