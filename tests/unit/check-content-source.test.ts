import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readPublishedDocuments } from '@/lib/content/dataset-documents'
import { readContentEnv } from '@/lib/content/env'
import { findPlaceholders } from '@/lib/content/placeholders'
import { loadFixtureContent, startContentLakeStandIn, type ContentLakeStandIn } from '@/tests/support/content-lake'

/**
 * `npm run check:content` reads what the pages read: the bundled fixtures in local mode, the connected dataset's
 * published documents with CONTENT_SOURCE=sanity (here the Content Lake stand-in, with staff edits in it).
 */

const TOKEN = 'sk-stand-in-viewer'
const REAL_PHONE = '(404) 219-3020'
let lake: ContentLakeStandIn

beforeAll(async () => {
  const { documents } = await loadFixtureContent('standin', 'production', { withDrafts: true })
  const edited = documents.map((document) => {
    // Staff put in the school's real number and approved the privacy policy.
    if (document._id === 'siteSettings') {
      return { ...document, contact: { ...(document.contact as object), phone: REAL_PHONE } }
    }
    if (document._id === 'page-privacy') return { ...document, reviewNotice: undefined }
    return document
  })
  lake = await startContentLakeStandIn({ token: TOKEN, documents: edited })
})
afterAll(async () => {
  await lake?.close()
})

const connected = () =>
  readContentEnv({
    CONTENT_SOURCE: 'sanity',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
    SANITY_API_READ_TOKEN: TOKEN,
    SANITY_API_HOST: lake.origin,
  })

describe('where the launch check reads', () => {
  it('reads the bundled fixtures in local mode, without asset documents', async () => {
    const { source, documents } = await readPublishedDocuments(readContentEnv({}))
    expect(source).toContain('studio/fixtures/content.ndjson')
    expect(documents.some((document) => document._id === 'page-privacy')).toBe(true)
    expect(documents.some((document) => document._type.startsWith('sanity.'))).toBe(false)
  })

  it('reads the published documents of the connected dataset, and reports what is still there', async () => {
    const { source, documents } = await readPublishedDocuments(connected())
    expect(source).toBe('the dataset standin/production')
    expect(documents.some((document) => document._id.startsWith('drafts.'))).toBe(false)
    expect(documents.some((document) => document._type.startsWith('sanity.'))).toBe(false)
    const settings = documents.find((document) => document._id === 'siteSettings')
    expect((settings?.contact as { phone: string }).phone).toBe(REAL_PHONE)

    const findings = findPlaceholders(documents)
    expect(findings.filter((finding) => finding.kind === 'fictional-phone')).toEqual([])
    expect(findings.filter((finding) => finding.kind === 'review-notice').map((finding) => finding.documentId)).toEqual(
      expect.not.arrayContaining(['page-privacy']),
    )
    expect(findings.some((finding) => finding.documentId === 'page-terms' && finding.kind === 'review-notice')).toBe(
      true,
    )
  })
})
