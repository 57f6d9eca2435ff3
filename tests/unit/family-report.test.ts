import { describe, expect, it } from 'vitest'

import { familyOrder, type OrderRow } from '@/lib/family/account-orders'
import {
  learnerReport,
  reportFileName,
  type LearnerRow,
  type ProgressRow,
  type SubmissionRow,
} from '@/lib/family/report'
import { reportPdf } from '@/lib/family/report-pdf'
import type { CourseSummary } from '@/lib/learning/model'

import { readPdf } from '../support/pdf-text'

const AMARA = 'a1111111-1111-4111-8111-111111111111'
const KOFI = 'b2222222-2222-4222-8222-222222222222'

const lesson = (key: string, title: string, number: number) => ({
  key,
  number,
  title,
  duration: '15 min',
  type: 'textLesson' as const,
})

const kiswahili: CourseSummary = {
  id: 'course-kiswahili',
  slug: 'kiswahili',
  title: 'Kiswahili Language & Culture',
  kind: 'self-paced',
  totalLessons: 4,
  modules: [
    {
      key: 'm1',
      title: 'Greetings',
      lessons: [
        lesson('l1', 'Habari! Greetings for every hour', 1),
        lesson('l2', 'Counting from moja to kumi', 2),
        lesson('l3', 'Greetings in practice', 3),
        lesson('l4', 'A letter to a cousin', 4),
      ],
    },
  ],
}
const history: CourseSummary = {
  id: 'course-history',
  slug: 'history',
  title: 'African History & Civilizations',
  kind: 'self-paced',
  totalLessons: 2,
  modules: [
    {
      key: 'm1',
      title: 'Kingdoms',
      lessons: [lesson('h1', 'The walls of Great Zimbabwe', 1), lesson('h2', 'Mali and its libraries', 2)],
    },
  ],
}
const courses = new Map([kiswahili, history].map((course) => [course.id, course]))

const amara: LearnerRow = {
  id: AMARA,
  display_name: 'Amara',
  grade_band: '3-5',
  avatar: 'lion',
  created_at: '2026-09-01T15:00:00Z',
}

const row = (learner: string, course: string, key: string, completedAt: string | null, best?: [number, number]) =>
  ({
    learner_id: learner,
    course_id: course,
    lesson_key: key,
    completed_at: completedAt,
    best_correct: best?.[0] ?? null,
    best_total: best?.[1] ?? null,
  }) satisfies ProgressRow

const progress: ProgressRow[] = [
  row(AMARA, 'course-kiswahili', 'l2', '2026-09-09T16:00:00Z'),
  // 02:00 UTC on the 9th is still the 8th in Chicago: the school's date is the one shown.
  row(AMARA, 'course-kiswahili', 'l1', '2026-09-09T02:00:00Z'),
  row(AMARA, 'course-kiswahili', 'l3', '2026-10-14T17:30:00Z', [3, 4]),
  row(AMARA, 'course-history', 'h1', null, [1, 4]),
  // A lesson and a course no longer published name nothing a parent could recognise.
  row(AMARA, 'course-kiswahili', 'gone', '2026-11-01T17:00:00Z'),
  row(AMARA, 'course-retired', 'x1', '2026-11-02T17:00:00Z'),
  // A sibling's row never joins Amara's report.
  row(KOFI, 'course-kiswahili', 'l4', '2026-11-03T17:00:00Z'),
]
const submissions: SubmissionRow[] = [
  {
    learner_id: AMARA,
    course_id: 'course-kiswahili',
    lesson_key: 'l4',
    body: 'Mpendwa binamu, habari za shule?',
    word_count: 5,
    submitted_at: '2026-11-20T18:00:00Z',
  },
]

describe('a learner report', () => {
  const report = learnerReport(amara, progress, submissions, courses)

  it('names the learner, their grade band and avatar', () => {
    expect(report.learner).toEqual({ id: AMARA, name: 'Amara', gradeBand: '3-5', avatar: 'lion' })
  })

  it('lists each started course with its share complete, its lessons in order with their school dates, and best scores', () => {
    expect(report.courses).toEqual([
      {
        id: 'course-kiswahili',
        title: 'Kiswahili Language & Culture',
        percent: 75,
        completedCount: 3,
        totalLessons: 4,
        lastActivity: '2026-10-14',
        completed: [
          { title: 'Habari! Greetings for every hour', date: '2026-09-08' },
          { title: 'Counting from moja to kumi', date: '2026-09-09' },
          { title: 'Greetings in practice', date: '2026-10-14' },
        ],
        scores: [{ title: 'Greetings in practice', correct: 3, total: 4 }],
      },
      {
        id: 'course-history',
        title: 'African History & Civilizations',
        percent: 0,
        completedCount: 0,
        totalLessons: 2,
        lastActivity: null,
        completed: [],
        scores: [{ title: 'The walls of Great Zimbabwe', correct: 1, total: 4 }],
      },
    ])
  })

  it('keeps the writing submitted, and the period runs from the first activity to the last', () => {
    expect(report.writing).toEqual([
      {
        courseTitle: 'Kiswahili Language & Culture',
        lessonTitle: 'A letter to a cousin',
        body: 'Mpendwa binamu, habari za shule?',
        wordCount: 5,
        date: '2026-11-20',
      },
    ])
    expect(report.period).toEqual({ first: '2026-09-08', last: '2026-11-20' })
  })

  it('is empty, with no period, for a learner who has done nothing yet; an unknown band or avatar reads as unset', () => {
    const kofi = learnerReport(
      { ...amara, id: KOFI, display_name: 'Kofi', grade_band: null, avatar: 'dragon' },
      [],
      [],
      courses,
    )
    expect(kofi).toEqual({
      learner: { id: KOFI, name: 'Kofi', gradeBand: null, avatar: 'baobab' },
      courses: [],
      writing: [],
      period: null,
    })
  })
})

describe('the report file', () => {
  it('is named for the learner and the day, in plain letters', () => {
    expect(reportFileName('Amara', '2026-11-27')).toBe('progress-report-amara-2026-11-27.pdf')
    expect(reportFileName('Adéṣọlá Jr.', '2026-11-27')).toBe('progress-report-adesola-jr-2026-11-27.pdf')
    expect(reportFileName('!!', '2026-11-27')).toBe('progress-report-learner-2026-11-27.pdf')
  })

  it('prints the learner, grade band, period, date printed, each course, its lessons with dates and best scores', async () => {
    const pdf = await readPdf(await reportPdf(learnerReport(amara, progress, submissions, courses), '2026-11-27'))
    expect(pdf.title).toBe('Progress report: Amara')
    const lines = pdf.pages.flat()
    expect(lines).toEqual(
      expect.arrayContaining([
        'SANKOFA ACADEMY',
        'Progress report: Amara',
        'Learner Amara',
        'Grade band Grades 3 to 5',
        'Period September 8, 2026 to November 20, 2026',
        'Printed November 27, 2026',
        'Kiswahili Language & Culture',
        '75% complete: 3 of 4 lessons. Last activity: October 14, 2026.',
        'September 8, 2026 Habari! Greetings for every hour',
        'September 9, 2026 Counting from moja to kumi',
        'October 14, 2026 Greetings in practice',
        '3 of 4 Greetings in practice',
        'African History & Civilizations',
        '1 of 4 The walls of Great Zimbabwe',
      ]),
    )
    // Writing is the learner's own text: read on the page, never printed in the report.
    expect(lines.join('\n')).not.toContain('Mpendwa binamu')
  })

  it('with only an exercise tried, says no lesson is completed yet rather than that nothing was done', async () => {
    const tried = learnerReport(amara, [row(AMARA, 'course-history', 'h1', null, [1, 4])], [], courses)
    const lines = (await readPdf(await reportPdf(tried, '2026-11-27'))).pages.flat()
    expect(lines).toEqual(
      expect.arrayContaining(['Period No lesson completed yet', '1 of 4 The walls of Great Zimbabwe']),
    )
    expect(lines.join(' ')).not.toContain('No activity yet')
  })

  it('says so when the learner has not completed a lesson yet', async () => {
    const empty = learnerReport({ ...amara, grade_band: null }, [], [], courses)
    const lines = (await readPdf(await reportPdf(empty, '2026-11-27'))).pages.flat()
    expect(lines).toEqual(expect.arrayContaining(['Period No activity yet', 'Grade band Grade band not set']))
    expect(lines.join(' ')).toContain('Amara has not completed a lesson yet.')
  })
})

describe('the family’s orders', () => {
  const order = (fields: Partial<OrderRow>): OrderRow => ({
    id: 'o1',
    created_at: '2026-11-02T18:00:00Z',
    kind: 'instant_download',
    amount_cents: 450,
    currency: 'usd',
    status: 'paid',
    stripe_session_id: 'cs_test_abc',
    product_metadata: { productId: 'p-123' },
    children: [],
    line_items: [{ productId: 'p-123', title: 'Kiswahili Picture Flashcards', unitAmountCents: 450, quantity: 1 }],
    ...fields,
  })

  it('shows the date, kind, amount and status in words, and a download only for a paid instant download', () => {
    expect(familyOrder(order({}))).toEqual({
      id: 'o1',
      date: '2026-11-02',
      kind: 'Download',
      detail: 'Kiswahili Picture Flashcards',
      amount: '$4.50',
      status: 'Paid',
      download: { sessionId: 'cs_test_abc', productId: 'p-123' },
      downloadsHref: null,
    })
    expect(familyOrder(order({ status: 'refunded' }))).toMatchObject({ status: 'Refunded', download: null })
    expect(familyOrder(order({ kind: 'enrollment', amount_cents: 35000 }))).toMatchObject({
      kind: 'Enrolment',
      amount: '$350.00',
      download: null,
    })
    expect(familyOrder(order({ kind: 'donation', status: 'pending' }))).toMatchObject({
      kind: 'Donation',
      status: 'Awaiting payment',
    })
    expect(familyOrder(order({ kind: 'cart', product_metadata: {} }))).toMatchObject({ kind: 'Shop', download: null })
  })

  it('says what each order was for: an enrolment its children, a shop order its first products and how many more', () => {
    const children = [
      { firstName: 'Ama', gradeBand: 'k-2' },
      { firstName: 'Kwame', gradeBand: '6-8' },
      { firstName: 'Zola', gradeBand: '9-12' },
    ]
    expect(familyOrder(order({ kind: 'enrollment', children, line_items: [] })).detail).toBe('For Ama, Kwame, Zola')
    const line = (title: string) => ({ productId: title, title, unitAmountCents: 500, quantity: 1 })
    const titles = ['Adinkra Symbols Coloring Book', 'Mansa Musa Word Problems', 'Baobab Journal', 'Nile Map']
    expect(familyOrder(order({ kind: 'cart', line_items: titles.slice(0, 2).map(line) })).detail).toBe(
      'Adinkra Symbols Coloring Book, Mansa Musa Word Problems',
    )
    expect(familyOrder(order({ kind: 'cart', line_items: titles.map(line) })).detail).toBe(
      'Adinkra Symbols Coloring Book, Mansa Musa Word Problems and 2 more',
    )
    // A donation needs no more than its kind; an order that kept nothing readable says nothing rather than guess.
    expect(familyOrder(order({ kind: 'donation', line_items: [] })).detail).toBeNull()
    expect(familyOrder(order({ kind: 'enrollment', children: null, line_items: null })).detail).toBeNull()
    expect(familyOrder(order({ kind: 'cart', line_items: [{ title: 42 }, 'x'] })).detail).toBeNull()
  })

  it('links a paid cart to its downloads only when it holds a product that is a file', () => {
    const flashcards = '5a4c0f10-0001-4a00-8000-000000000001'
    const journal = '5a4c0f10-0009-4a00-8000-000000000009'
    const cart = (status: string, ids: string[]) =>
      order({ kind: 'cart', status, stripe_session_id: 'cs_test_cart', product_metadata: { productIds: ids } })
    const files = new Set([flashcards])
    expect(familyOrder(cart('paid', [journal, flashcards.toUpperCase()]), files)).toMatchObject({
      download: null,
      downloadsHref: '/digital-download?session_id=cs_test_cart',
    })
    expect(familyOrder(cart('paid', [journal]), files).downloadsHref).toBeNull()
    expect(familyOrder(cart('pending', [flashcards]), files).downloadsHref).toBeNull()
  })
})
