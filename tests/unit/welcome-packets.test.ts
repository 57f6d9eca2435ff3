import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { FixtureDataset } from '@/lib/content/fixtures'
import { formatLongDate } from '@/lib/school/clock'
import { FROZEN_CLOCK_VARIABLE } from '@/lib/site/now.mjs'

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

async function packet(grade: string) {
  const response = await GET(new Request(`http://localhost/programs/welcome-packet/${grade}`), {
    params: Promise.resolve({ grade }),
  })
  return { response, text: Buffer.from(await response.arrayBuffer()).toString('latin1') }
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
      const { response, text } = await packet(grade)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="welcome-packet-${grade}.pdf"`)
      expect(text.startsWith('%PDF-')).toBe(true)
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
      expect(text).toContain(`(${title})`)
      expect(text).toContain('Key dates for 2025-2026')
      expect(text).toContain(formatLongDate('2025-09-02'))
      expect(text).toContain(formatLongDate('2026-05-29'))
      expect(text).toContain('(Dr. Nkechi Adebayo-Reid)')
      expect(text).toContain('Head of School, Sankofa Academy')
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
    const { text } = await packet('k-5')
    expect(text).toContain('(Dr. Amara Okonkwo-Bell)')
    expect(text).not.toContain('Dr. Nkechi Adebayo-Reid')
    expect(text).toContain(formatLongDate('2026-06-05'))
    expect(text).not.toContain(formatLongDate('2026-05-29'))
  })

  it('offers only the interest meetings still to come, and none once both are held', async () => {
    const before = (await packet('k-5')).text
    expect(before).toContain(formatLongDate('2025-08-24'))
    expect(before).not.toContain(formatLongDate('2025-08-10'))
    expect(before).toContain('Virtual interest meeting')
    expect(before).toContain('2025-2026 school year)')

    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-01-15T12:00:00-06:00')
    const during = (await packet('6-12')).text
    expect(during).toContain('Key dates for 2025-2026')
    expect(during).not.toContain('interest meeting')
    expect(during).toContain(formatLongDate('2026-05-29'))
  })

  it("once the last day has passed, gives the School year's notice instead of last year's dates", async () => {
    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-05-30T08:00:00-05:00')
    for (const grade of ['k-5', '6-12']) {
      const { text } = await packet(grade)
      expect(text).toContain('(Key dates)')
      expect(text).toContain('The 2025-2026 school year has ended.')
      expect(text).not.toContain('Key dates for 2025-2026')
      expect(text).not.toContain(formatLongDate('2025-09-02'))
      expect(text).not.toContain('2025-2026 school year)')
    }
  })

  it('answers 404 for grades no packet is written for', async () => {
    for (const grade of ['K-5', '3-4', 'welcome-packet-k-5.pdf']) {
      expect((await packet(grade)).response.status, grade).toBe(404)
    }
  })
})
