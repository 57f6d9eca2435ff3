import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { FixtureDataset } from '@/lib/content/fixtures'
import { formatLongDate } from '@/lib/school/clock'
import { FROZEN_CLOCK_VARIABLE } from '@/lib/site/now.mjs'

import { readPdf } from '../support/pdf-text'

/** A change staff might publish, laid over the fixtures for one test (null: the fixtures as they are). */
let published: ((documents: FixtureDataset['documents']) => FixtureDataset['documents']) | null = null

vi.mock('@/lib/content/fixtures', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/fixtures')>()
  return {
    ...actual,
    loadFixtureDataset: async () => {
      const dataset = await actual.loadFixtureDataset()
      return published ? { ...dataset, documents: published(structuredClone(dataset.documents)) } : dataset
    },
  }
})

const { GET, generateStaticParams } = await import('@/app/(site)/programs/welcome-packet/[grade]/route')

/** The packet is written on the school's date: a day before the year begins, between the two interest meetings. */
const BETWEEN_THE_MEETINGS = '2025-08-18T12:00:00-05:00'

beforeEach(() => {
  vi.stubEnv(FROZEN_CLOCK_VARIABLE, BETWEEN_THE_MEETINGS)
})
afterEach(() => {
  published = null
  vi.unstubAllEnvs()
})

/** A packet as the route answers it, and what a PDF reader finds in it (pdf.js, as Firefox reads it). */
async function packet(grade: string) {
  const response = await GET(new Request(`http://localhost/programs/welcome-packet/${grade}`), {
    params: Promise.resolve({ grade }),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (response.status !== 200) return { response, bytes, title: '', lines: [], text: '' }
  const { title, pages } = await readPdf(bytes)
  const lines = pages.flat()
  // The running text, with the lines a paragraph was wrapped into joined again.
  return { response, bytes, title, lines, text: lines.join(' ') }
}

describe('/programs/welcome-packet/<grades>', () => {
  it('is built for the two packets the programs page offers', () => {
    expect(generateStaticParams()).toEqual([{ grade: 'k-5' }, { grade: '6-12' }])
  })

  it('answers each packet as a PDF download with the school year, the contact and the Head of School', async () => {
    for (const [grade, title] of [
      ['k-5', 'Welcome Packet: Grades K-5'],
      ['6-12', 'Welcome Packet: Grades 6-12'],
    ] as const) {
      const { response, bytes, title: documentTitle, lines, text } = await packet(grade)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="welcome-packet-${grade}.pdf"`)
      const raw = Buffer.from(bytes).toString('latin1')
      expect(raw.startsWith('%PDF-')).toBe(true)
      expect(raw.trimEnd().endsWith('%%EOF')).toBe(true)
      expect(documentTitle).toBe(title)
      expect(lines).toContain(title)
      expect(lines).toContain('Key dates for 2025-2026')
      expect(text).toContain(formatLongDate('2025-09-02'))
      expect(text).toContain(formatLongDate('2026-05-29'))
      expect(lines).toContain('Dr. Nkechi Adebayo-Reid')
      expect(lines).toContain('Head of School, Sankofa Academy')
      expect(text).toContain('Karibu, and welcome to Sankofa Academy!')
      expect(text).toContain('No question is too small: every family was new once.')
      expect(lines.at(-1)).toMatch(new RegExp(`^Sankofa Academy • ${title} • Page (\\d+) of \\1$`))
    }
  })

  it('says what was last published: a new Head of School and a new last day', async () => {
    published = (documents) =>
      documents.map((document) => {
        if (document._id === 'schoolYear') return { ...document, lastDay: '2026-06-05' }
        if (document._type === 'educator' && document.role === 'Head of School')
          return { ...document, name: 'Dr. Amara Okonkwo-Bell' }
        return document
      })
    const { lines, text } = await packet('k-5')
    expect(lines).toContain('Dr. Amara Okonkwo-Bell')
    expect(text).not.toContain('Dr. Nkechi Adebayo-Reid')
    expect(text).toContain(formatLongDate('2026-06-05'))
    expect(text).not.toContain(formatLongDate('2026-05-29'))
  })

  it('offers only the interest meetings still to come, and none once both are held', async () => {
    const { lines, text: before } = await packet('k-5')
    expect(before).toContain(formatLongDate('2025-08-24'))
    expect(before).not.toContain(formatLongDate('2025-08-10'))
    expect(before).toContain('Virtual interest meeting')
    expect(lines).toContain('For families of our elementary learners • 2025-2026 school year')

    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-01-15T12:00:00-06:00')
    const during = (await packet('6-12')).text
    expect(during).toContain('Key dates for 2025-2026')
    expect(during).not.toContain('interest meeting')
    expect(during).toContain(formatLongDate('2026-05-29'))
  })

  it("once the last day has passed, gives the School year's notice instead of last year's dates", async () => {
    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-05-30T08:00:00-05:00')
    for (const [grade, subtitle] of [
      ['k-5', 'For families of our elementary learners'],
      ['6-12', 'For middle and high school learners and their families'],
    ] as const) {
      const { lines, text } = await packet(grade)
      expect(lines).toContain(subtitle)
      expect(lines).toContain('Key dates')
      expect(text).toContain('The 2025-2026 school year has ended.')
      expect(text).not.toContain('Key dates for 2025-2026')
      expect(text).not.toContain(formatLongDate('2025-09-02'))
    }
  })

  it('prints the letters Yoruba names and the cedi sign use: ọ ṣ ẹ ₵', async () => {
    // Made-up names and texts, as staff might publish them.
    const head = 'Adéṣọlá Ọlábọ̀dé'
    published = (documents) =>
      documents.map((document) => {
        if (document._type === 'educator' && document.role === 'Head of School') return { ...document, name: head }
        if (document._id === 'schoolYear') return { ...document, label: '2025-2026 (Ọdún Ẹ̀kọ́)' }
        if (document._id === 'weeklySchedule') {
          const [first, ...rest] = document.dayGroups as Array<{ slots: Array<{ subjects: string[] }> }>
          const [slot, ...slots] = first?.slots ?? []
          const subjects = ['Èdè Yorùbá: ẹ kú àárọ̀', 'Market maths in cedis (₵)']
          return { ...document, dayGroups: [{ ...first, slots: [{ ...slot, subjects }, ...slots] }, ...rest] }
        }
        return document
      })
    for (const grade of ['k-5', '6-12']) {
      const { response, lines, text } = await packet(grade)
      expect(response.status).toBe(200)
      expect(lines).toContain(head.normalize('NFC'))
      expect(lines).toContain('Key dates for 2025-2026 (Ọdún Ẹ̀kọ́)'.normalize('NFC'))
      expect(text).toContain('(Ọdún Ẹ̀kọ́) school year'.normalize('NFC'))
      expect(text).toContain('9:30 AM Èdè Yorùbá: ẹ kú àárọ̀ / Market maths in cedis (₵)'.normalize('NFC'))
    }
  })

  it('answers 404 for grades no packet is written for', async () => {
    for (const grade of ['K-5', '3-4', 'welcome-packet-k-5.pdf']) {
      expect((await packet(grade)).response.status, grade).toBe(404)
    }
  })
})
