import { beforeAll, describe, expect, it } from 'vitest'

import { loadFixtureDataset } from '@/lib/content/fixtures'
import type { CheckedDocument } from '@/lib/content/placeholders'
import { findLaunchWarnings, type LaunchWarningKind } from '@/studio/scripts/launch-warnings'

/**
 * The launch check's warnings (`npm run check:content`): what would make a visitor doubt the site, or think it
 * dormant. Every case passes its own "today", so none depends on the date of the run.
 */

const badge = (key: string, fields: Record<string, unknown>) => ({
  _key: key,
  _type: 'badge',
  title: 'English and math aligned to the Common Core State Standards',
  kind: 'standards',
  awardingBody: 'NGA Center for Best Practices and CCSSO',
  url: 'https://www.thecorestandards.org/',
  ...fields,
})

const settings = (badges: unknown[]): CheckedDocument => ({ _id: 'siteSettings', _type: 'siteSettings', badges })

const faqPage = (answer: string): CheckedDocument => ({
  _id: 'page-faq',
  _type: 'page',
  title: 'Frequently Asked Questions',
  faq: [
    {
      _key: 'records',
      _type: 'faqTopic',
      title: 'Accreditation and transcripts',
      questions: [
        {
          _key: 'records-q1',
          _type: 'faqQuestion',
          question: 'Is Sankofa Academy accredited?',
          answer: [{ _key: 'a', _type: 'block', children: [{ _key: 's', _type: 'span', text: answer }], markDefs: [] }],
        },
      ],
    },
  ],
})

const schoolYear: CheckedDocument = {
  _id: 'schoolYear',
  _type: 'schoolYear',
  label: '2025-2026',
  fallSemesterStart: '2025-09-02',
  lastDay: '2026-05-29',
  interestMeetings: [{ _key: 'aug-10', date: '2025-08-10', time: '14:00' }],
}
const event = (id: string, date: string, endDate?: string): CheckedDocument => ({
  _id: id,
  _type: 'calendarEvent',
  title: id,
  date,
  ...(endDate ? { endDate } : {}),
})
const post = (id: string, publishedAt: string): CheckedDocument => ({
  _id: id,
  _type: 'blogPost',
  title: id,
  publishedAt,
})

/** A dataset a school could launch with on 2026-03-02: nothing to warn about. */
const healthy: CheckedDocument[] = [
  settings([badge('common-core', {})]),
  faqPage('No. Sankofa Academy is not an accredited school.'),
  schoolYear,
  event('calendarEvent-spring-break-2026', '2026-03-16', '2026-03-20'),
  post('blogPost-older', '2025-10-06'),
  post('blogPost-newest', '2026-01-19'),
]
const TODAY = '2026-03-02'

const kinds = (documents: CheckedDocument[], today = TODAY): LaunchWarningKind[] =>
  findLaunchWarnings(documents, today).map((warning) => warning.kind)
const replacing = (id: string, document: CheckedDocument) =>
  healthy.map((existing) => (existing._id === id ? document : existing))

describe('launch warnings', () => {
  it('finds nothing in a dataset that is current and consistent', () => {
    expect(findLaunchWarnings(healthy, TODAY)).toEqual([])
  })

  it('a badge without its awarding body or its link, naming the badge', () => {
    const warnings = findLaunchWarnings(
      replacing('siteSettings', settings([badge('award', { kind: 'award', awardingBody: ' ', url: undefined })])),
      TODAY,
    )
    expect(warnings.map((warning) => [warning.kind, warning.path])).toEqual([
      ['badge-without-body', 'badges[_key=="award"].awardingBody'],
      ['badge-without-link', 'badges[_key=="award"].url'],
    ])
    expect(warnings[0]?.message).toContain('English and math aligned to the Common Core State Standards')
  })

  it('an FAQ answer that says "No" while a badge claims an accreditation', () => {
    const accredited = settings([badge('regional', { kind: 'accreditation', title: 'Accredited school' })])
    expect(kinds(replacing('siteSettings', accredited))).toEqual(['faq-contradicts-badges'])
    const saysYes = replacing('siteSettings', accredited).map((document) =>
      document._id === 'page-faq'
        ? faqPage('Yes. We are accredited by the regional body named in our footer.')
        : document,
    )
    expect(kinds(saysYes)).toEqual([])
  })

  it('an FAQ answer that says "Yes" while no badge names an accreditation', () => {
    expect(kinds(replacing('page-faq', faqPage('Yes, of course.')))).toEqual(['faq-contradicts-badges'])
  })

  it('an accreditation answer that does not open with yes or no', () => {
    const vague = faqPage('Families who learn with us homeschool under their own state’s rules.')
    const warnings = findLaunchWarnings(replacing('page-faq', vague), TODAY)
    expect(warnings.map((warning) => [warning.kind, warning.documentId])).toEqual([
      ['faq-accreditation-unclear', 'page-faq'],
    ])
  })

  it('the school year has ended: from the day after its last day, not on it', () => {
    expect(kinds(healthy, '2026-05-29')).not.toContain('school-year-ended')
    const warnings = findLaunchWarnings(healthy, '2026-05-30')
    expect(warnings.map((warning) => warning.kind)).toContain('school-year-ended')
    expect(warnings.find((warning) => warning.kind === 'school-year-ended')?.message).toContain('May 29, 2026')
  })

  it('no upcoming event: an event over several days counts until its last day', () => {
    expect(kinds(healthy, '2026-03-20')).not.toContain('no-upcoming-event')
    // The school year's own last day is still an upcoming date on the events page.
    expect(kinds(healthy, '2026-03-21')).not.toContain('no-upcoming-event')
    expect(kinds(healthy, '2026-05-30')).toContain('no-upcoming-event')
    const noEvents = healthy.filter((document) => document._type !== 'calendarEvent')
    expect(kinds(noEvents, '2026-05-29')).not.toContain('no-upcoming-event')
    expect(kinds(noEvents, '2026-05-30')).toContain('no-upcoming-event')
  })

  it('the newest published blog post is more than 90 days old; a post scheduled later does not count', () => {
    // 2026-01-19 + 90 days = 2026-04-19.
    expect(kinds(healthy, '2026-04-19')).not.toContain('stale-blog')
    const warnings = findLaunchWarnings(healthy, '2026-04-20')
    expect(warnings.map((warning) => [warning.kind, warning.documentId])).toEqual([['stale-blog', 'blogPost-newest']])
    const scheduled = [...healthy, post('blogPost-scheduled', '2026-06-01')]
    expect(kinds(scheduled, '2026-04-20')).toEqual(['stale-blog'])
    expect(kinds(healthy.filter((document) => document._type !== 'blogPost'))).toEqual(['stale-blog'])
  })
})

describe('the bundled content', () => {
  let fixtures: CheckedDocument[]
  beforeAll(async () => {
    fixtures = (await loadFixtureDataset()).documents
  })

  it('gives every footer badge an awarding body and a link, and answers the accreditation question plainly', () => {
    const warnings = findLaunchWarnings(fixtures, '2026-03-02')
    expect(warnings.filter((warning) => /badge|faq/.test(warning.kind))).toEqual([])
  })
})
