import { beforeAll, describe, expect, it } from 'vitest'

import { loadFixtureDataset } from '@/lib/content/fixtures'
import {
  findPlaceholders,
  MADE_UP_VIDEO_IDS,
  placeholderKinds,
  type CheckedDocument,
  type PlaceholderFinding,
} from '@/lib/content/placeholders'

/** The launch check's finder (`npm run check:content`): what it calls a placeholder, and where it says it is. */

let fixtures: CheckedDocument[]
let findings: PlaceholderFinding[]
beforeAll(async () => {
  fixtures = (await loadFixtureDataset()).documents
  findings = findPlaceholders(fixtures)
})

const at = (documentId: string, path: string) =>
  findings.filter((finding) => finding.documentId === documentId && finding.path === path).map((f) => f.kind)

describe('what counts as a placeholder', () => {
  it('addresses on domains reserved for examples, and "example" profile names', () => {
    expect(placeholderKinds('hello@sankofa-academy.example', 'email')).toEqual(['example-address'])
    expect(placeholderKinds('https://book.sankofa-academy.example/consultation', 'url')).toEqual(['example-address'])
    expect(placeholderKinds('Write to info@example.org today', 'text')).toEqual(['example-address'])
    expect(placeholderKinds('https://www.facebook.com/SankofaAcademyExample', 'url')).toEqual(['example-address'])
    expect(placeholderKinds('https://www.sankofa-academy.org', 'url')).toEqual([])
    // Prose that says "for example" is not an address.
    expect(placeholderKinds('Make a paper kente strip, for example. Then frame it.', 'text')).toEqual([])
  })

  it('555 telephone numbers, as area code or exchange, and nothing else with a 555 in it', () => {
    for (const phone of ['(555) 010-2025', '404-555-0134', '+1 312 555 0199', '555-0100'])
      expect(placeholderKinds(phone, 'phone'), phone).toEqual(['fictional-phone'])
    for (const text of ['(404) 219-5550', 'Room 555', 'Over $100,000 in scholarships awarded', '2025-09-02'])
      expect(placeholderKinds(text, 'text'), text).toEqual([])
  })

  it('made-up video ids, alone or inside a video address', () => {
    expect(placeholderKinds('sKf2025Acad', 'videoId')).toEqual(['made-up-video'])
    expect(placeholderKinds('https://www.youtube-nocookie.com/embed/sKf2025Acad', 'videoUrl')).toEqual([
      'made-up-video',
    ])
    expect(placeholderKinds('dQw4w9WgXcQ', 'videoId')).toEqual([])
  })

  it('a review notice that is filled in, whatever it says', () => {
    expect(placeholderKinds('Draft for review before launch.', 'reviewNotice')).toEqual(['review-notice'])
    expect(placeholderKinds('  ', 'reviewNotice')).toEqual([])
  })

  it('placeholder wording', () => {
    for (const text of ['Lorem ipsum dolor sit amet', 'TODO: bio', 'Fees TBD', '[Insert school address]'])
      expect(placeholderKinds(text, 'text'), text).toEqual(['placeholder-text'])
    expect(placeholderKinds('Today we learn to count to ten.', 'text')).toEqual([])
  })
})

describe('findPlaceholders over the bundled content', () => {
  it('names the document, its title and the field of each placeholder', () => {
    expect(at('siteSettings', 'contact.email')).toEqual(['example-address'])
    expect(at('siteSettings', 'contact.phone')).toEqual(['fictional-phone'])
    expect(at('siteSettings', 'socialLinks[_key=="facebook"].url')).toEqual(['example-address'])
    expect(at('homePage', 'testimonialVideo.videoId')).toEqual(['made-up-video'])
    const privacy = findings.find((finding) => finding.documentId === 'page-privacy')
    expect(privacy).toMatchObject({ documentType: 'page', documentTitle: 'Privacy Policy', path: 'reviewNotice' })
  })

  it('lists the review notice of each of the four pages', () => {
    expect(findings.filter((finding) => finding.kind === 'review-notice').map((finding) => finding.documentId)).toEqual(
      ['page-privacy', 'page-terms', 'page-refunds', 'page-faq'],
    )
  })

  it('knows every YouTube id the bundled content carries as made up', () => {
    const ids = new Set<string>()
    const collect = (value: unknown, field: string) => {
      if (typeof value === 'string') {
        if (field === 'videoId') ids.add(value)
        for (const match of value.matchAll(
          /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{11})/g,
        ))
          ids.add(match[1]!)
      } else if (Array.isArray(value)) value.forEach((item) => collect(item, field))
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) collect(inner, key)
    }
    collect(fixtures, '')
    expect(ids.size).toBeGreaterThan(0)
    expect([...ids].filter((id) => !MADE_UP_VIDEO_IDS.includes(id))).toEqual([])
  })

  it('finds nothing in real content, and skips asset documents and `_` fields', () => {
    const real: CheckedDocument[] = [
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        contact: { email: 'hello@sankofa-academy.org', phone: '(404) 219-3020' },
        body: [{ _key: 'example', _type: 'block', children: [{ _key: 'a', text: 'Families, for example, ask us…' }] }],
      },
      { _id: 'image-abc', _type: 'sanity.imageAsset', url: 'https://cdn.example/image.png' },
    ]
    expect(findPlaceholders(real)).toEqual([])
  })
})
