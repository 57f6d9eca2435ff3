import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createClient, type MutationEvent, type SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { routesForType } from '@/lib/content-map'
import { handleRevalidate } from '@/lib/content/webhook'
import { startContentLakeStandIn, type ContentLakeStandIn } from '@/tests/support/content-lake'

/**
 * The Content Lake stand-in, driven by the real `@sanity/client` over loopback HTTP: what the site's server and
 * the Studio would see when they read, edit, publish and preview through it.
 */

const TOKEN = 'sk-stand-in-editor'
const WEBHOOK_SECRET = 'stand-in-webhook-secret-0123456789'
const PUBLISHED_TITLE = 'The Libraries and Scholars of Timbuktu'
const DRAFT_TITLE = 'Timbuktu’s Libraries: Scholars, Scribes and Saved Manuscripts'
const TIMBUKTU = 'blogPost-the-libraries-and-scholars-of-timbuktu'
const DRAFT_ONLY = 'blogPost-finding-symmetry-in-adinkra-symbols'

/** The site's /api/revalidate, reduced to the real handler with a recorder for the cache tags it expires. */
const expired: string[] = []
const received: { status: number; signature: string | undefined }[] = []
let site: Server
let siteOrigin: string
let lake: ContentLakeStandIn

const client = (options: { token?: string } = {}): SanityClient =>
  createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-10-01',
    apiHost: lake.origin,
    useProjectHostname: false,
    useCdn: false,
    token: options.token,
  })

beforeAll(async () => {
  site = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const answer = await handleRevalidate(
        new Request(`http://127.0.0.1${request.url}`, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
        {
          secret: WEBHOOK_SECRET,
          source: 'sanity',
          expire: (tag) => void expired.push(tag),
          routesFor: routesForType,
          settleMs: 0,
        },
      )
      received.push({ status: answer.status, signature: request.headers['sanity-webhook-signature'] as string })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    })()
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  lake = await startContentLakeStandIn({
    token: TOKEN,
    webhook: { url: `${siteOrigin}/api/revalidate`, secret: WEBHOOK_SECRET },
  })
})

afterAll(async () => {
  await lake?.close()
  await new Promise((resolve) => site?.close(resolve))
})

describe('reads', () => {
  const titleOf = `*[_id == $id][0].title`

  it('the published perspective answers the published document and hides draft-only ones', async () => {
    const reader = client({ token: TOKEN })
    expect(await reader.fetch(titleOf, { id: TIMBUKTU }, { perspective: 'published' })).toBe(PUBLISHED_TITLE)
    expect(
      await reader.fetch(`count(*[_id in [$id, "drafts." + $id]])`, { id: DRAFT_ONLY }, { perspective: 'published' }),
    ).toBe(0)
  })

  it('the drafts perspective puts each draft in place of its document, draft-only documents included', async () => {
    const reader = client({ token: TOKEN })
    expect(await reader.fetch(titleOf, { id: TIMBUKTU }, { perspective: 'drafts' })).toBe(DRAFT_TITLE)
    expect(await reader.fetch(`*[_id == $id][0]._originalId`, { id: DRAFT_ONLY }, { perspective: 'drafts' })).toBe(
      `drafts.${DRAFT_ONLY}`,
    )
  })

  it('the raw perspective answers drafts and published documents side by side', async () => {
    const ids = await client({ token: TOKEN }).fetch<string[]>(
      `*[_id in $ids]._id`,
      { ids: [TIMBUKTU, `drafts.${TIMBUKTU}`] },
      { perspective: 'raw' },
    )
    expect(ids.sort()).toEqual([TIMBUKTU, `drafts.${TIMBUKTU}`].sort())
  })

  it('a reader without a token sees only root-path documents, even asking for drafts', async () => {
    const anonymous = client()
    expect(await anonymous.fetch(titleOf, { id: TIMBUKTU }, { perspective: 'drafts' })).toBe(PUBLISHED_TITLE)
    expect(await anonymous.fetch(`count(*[_id match "drafts.**"])`, {}, { perspective: 'raw' })).toBe(0)
    expect(await anonymous.getDocument(`drafts.${TIMBUKTU}`)).toBeUndefined()
  })

  it('a token the stand-in does not know is refused', async () => {
    await expect(client({ token: 'sk-someone-else' }).fetch(titleOf, { id: TIMBUKTU })).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it('stega marks the strings that came from a document field, pointing at that document in the Studio', async () => {
    const stega = client({ token: TOKEN }).withConfig({ stega: { enabled: true, studioUrl: '/studio' } })
    const { result, resultSourceMap } = await stega.fetch(
      `*[_id == $id][0]{_id, title, "heading": "Read: " + title}`,
      { id: TIMBUKTU },
      { perspective: 'drafts', filterResponse: false },
    )
    expect(result.title).not.toBe(DRAFT_TITLE)
    expect(result.title.startsWith(DRAFT_TITLE)).toBe(true)
    expect(result.heading).toBe(`Read: ${DRAFT_TITLE}`)
    expect(resultSourceMap?.documents).toEqual([{ _id: `drafts.${TIMBUKTU}`, _type: 'blogPost' }])
    // A computed string comes from no one field: no mapping, so no marker (Presentation cannot edit it).
    expect(Object.keys(resultSourceMap?.mappings ?? {})).toContain("$['title']")
    expect(Object.keys(resultSourceMap?.mappings ?? {})).not.toContain("$['heading']")
  })
})

describe('changes', () => {
  it('a document created through /data/mutate is read back, patched, and deleted', async () => {
    const editor = client({ token: TOKEN })
    const created = await editor.create({ _id: 'faq-stand-in', _type: 'faq', question: 'Do classes run in August?' })
    expect(created._rev).toBeTruthy()
    await editor
      .patch('faq-stand-in')
      .set({ answer: 'No: August is a break month.' })
      .setIfMissing({ order: 1 })
      .inc({ order: 2 })
      .unset(['question'])
      .commit()
    expect(await editor.fetch(`*[_id == "faq-stand-in"][0]{question, answer, order}`)).toEqual({
      question: null,
      answer: 'No: August is a break month.',
      order: 3,
    })
    await expect(editor.create({ _id: 'faq-stand-in', _type: 'faq' })).rejects.toMatchObject({ statusCode: 409 })
    const { results } = await editor.delete('faq-stand-in')
    expect(results).toMatchObject([{ id: 'faq-stand-in', operation: 'delete' }])
    expect(await editor.getDocument('faq-stand-in')).toBeUndefined()
  })

  it('a mutation without a token is refused and changes nothing', async () => {
    await expect(client().create({ _id: 'faq-anonymous', _type: 'faq' })).rejects.toMatchObject({ statusCode: 403 })
    expect(lake.store.get('faq-anonymous')).toBeNull()
  })

  it('a listener hears an edit to a document its query matches', async () => {
    const editor = client({ token: TOKEN })
    // The listener is ready once the stand-in has welcomed it; an edit before that would go unheard.
    let welcomed: () => void = () => undefined
    const ready = new Promise<void>((resolve) => (welcomed = resolve))
    const heard = new Promise<MutationEvent>((resolve, reject) => {
      const subscription = editor
        .listen(
          `*[_type == "blogPost" && _id == $id]`,
          { id: `drafts.${TIMBUKTU}` },
          { events: ['welcome', 'mutation'] },
        )
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') welcomed()
            if (event.type !== 'mutation') return
            subscription.unsubscribe()
            resolve(event)
          },
          error: reject,
        })
    })
    await ready
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${TIMBUKTU}`,
      publishedId: TIMBUKTU,
      patch: { set: { excerpt: 'How Timbuktu’s families kept their manuscripts safe for centuries.' } },
    })
    const event = await heard
    expect(event).toMatchObject({
      documentId: `drafts.${TIMBUKTU}`,
      transition: 'update',
      visibility: 'query',
      result: { excerpt: 'How Timbuktu’s families kept their manuscripts safe for centuries.' },
    })
    expect(event.resultRev).toBe(event.transactionId)
    expect(event.previousRev).toBeTruthy()
  })
})

describe('publishing', () => {
  it('publishing a draft replaces the published document and sends the signed webhook the site accepts', async () => {
    const editor = client({ token: TOKEN })
    const before = lake.deliveries.length
    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: `drafts.${TIMBUKTU}`,
      publishedId: TIMBUKTU,
    })
    expect(await client().fetch(`*[_id == $id][0].title`, { id: TIMBUKTU })).toBe(DRAFT_TITLE)
    expect(await editor.getDocument(`drafts.${TIMBUKTU}`)).toBeUndefined()

    await lake.webhooksSettled()
    const deliveries = lake.deliveries.slice(before)
    expect(deliveries).toHaveLength(1)
    expect(JSON.parse(deliveries[0]!.body)).toEqual({ _id: TIMBUKTU, _type: 'blogPost' })
    expect(deliveries[0]?.status).toBe(200)
    expect(JSON.parse(deliveries[0]!.responseBody)).toEqual({
      revalidated: ['blogPost'],
      routes: ['/blog', '/blog/[slug]', '/blog/category/[category]'],
    })
    expect(received.at(-1)?.signature).toMatch(/^t=\d{13},v1=[A-Za-z0-9_-]{43}$/)
    expect(expired).toContain('blogPost')
  })

  it('editing a draft sends no webhook: the site shows only published documents', async () => {
    const before = lake.deliveries.length
    await client({ token: TOKEN }).action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${TIMBUKTU}`,
      publishedId: TIMBUKTU,
      patch: { set: { featured: true } },
    })
    await lake.webhooksSettled()
    expect(lake.deliveries.length).toBe(before)
    expect(lake.store.get(`drafts.${TIMBUKTU}`)).toMatchObject({ title: DRAFT_TITLE, featured: true })
  })
})

describe('preview secrets', () => {
  it('a secret Presentation creates is valid for the site, and a made-up one is not', async () => {
    const editor = client({ token: TOKEN })
    const { secret } = await createPreviewSecret(editor, 'stand-in-test', 'http://127.0.0.1/studio', 'e2e-editor')
    const valid = await validatePreviewUrl(
      editor,
      `http://site/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/blog`,
    )
    expect(valid).toMatchObject({ isValid: true, redirectTo: '/blog', studioOrigin: 'http://127.0.0.1' })
    const invalid = await validatePreviewUrl(editor, 'http://site/api/draft-mode/enable?sanity-preview-secret=made-up')
    expect(invalid.isValid).toBe(false)
  })
})
