import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fetchContent } from '@/lib/content'
import { readFixtureDocuments } from '@/lib/content/fixture-files'
import {
  ABOUT_PAGE_QUERY,
  CALENDAR_EVENTS_QUERY,
  EDUCATORS_QUERY,
  ONGOING_PROGRAMS_QUERY,
  PROGRAMS_PAGE_QUERY,
  SCHOOL_YEAR_QUERY,
  WEEKLY_SCHEDULE_QUERY,
} from '@/lib/school/queries'
import { welcomePacketGrade } from '@/lib/school/welcome-packets'

import { useLocalContentEnv } from '../support/local-content-env'

/** The school pages' queries over the bundled fixtures (local mode): what each page needs (docs/behaviour.md#school-year-and-calendar). */

beforeEach(() => {
  useLocalContentEnv()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('school year and schedule', () => {
  it('holds the 2025-2026 school year dates as dates', async () => {
    expect(await fetchContent(SCHOOL_YEAR_QUERY)).toEqual({
      label: '2025-2026',
      fallSemesterStart: '2025-09-02',
      lastDay: '2026-05-29',
      nextYearNotice: expect.stringMatching(/^The 2025-2026 school year has ended\./),
      interestMeetings: [
        { _key: expect.any(String), date: '2025-08-10', time: '14:00', durationMinutes: 60, format: 'virtual' },
        { _key: expect.any(String), date: '2025-08-24', time: '14:00', durationMinutes: 60, format: 'virtual' },
      ],
    })
  })

  it('holds exactly the published weekly schedule', async () => {
    const schedule = await fetchContent(WEEKLY_SCHEDULE_QUERY)
    const compact = schedule?.dayGroups.map((group) => [
      group.label,
      group.slots.map((slot) => `${slot.time} ${slot.subjects.join(' / ')}`),
    ])
    expect(compact).toEqual([
      ['Mon/Wed/Fri', ['09:30 Spanish', '10:30 Math', '11:30 ELA', '12:30 Science', '13:15 Lunch & Movement']],
      [
        'Tue/Thu',
        [
          '09:30 Kiswahili',
          '10:30 Martial Arts / Debate / African-Centered World History',
          '11:30 Finance & Business Innovation / Art / Digital Drawing',
          '12:30 Theater & Creative Writing / African Science & Invention',
          '13:15 Lunch',
          '14:00 SAT/ACT Prep / Holistic Development / Game Development',
          '15:00 Study Hall / Extended Electives',
        ],
      ],
      ['Friday Special', ['09:30 Mindfulness & Holistic Health']],
    ])
    expect(schedule?.dayGroups[2]?.note).toMatch(/alternating Portfolio \/ College Prep/)
  })
})

describe('programs page', () => {
  it('offers the two welcome packets, one for each grade band a packet is written for', async () => {
    const page = await fetchContent(PROGRAMS_PAGE_QUERY)
    expect(page?.welcomePackets.map((packet) => [packet.title, packet.grades])).toEqual([
      ['Welcome Packet: Grades K-5', 'K-5'],
      ['Welcome Packet: Grades 6-12', '6-12'],
    ])
    expect(page?.welcomePackets.map((packet) => welcomePacketGrade(packet.grades))).toEqual(['k-5', '6-12'])
  })
})

describe('about page', () => {
  it('lists the six values in order, each described', async () => {
    const about = await fetchContent(ABOUT_PAGE_QUERY)
    expect(about?.values.map((value) => value.title)).toEqual([
      'Academic Excellence',
      'Holistic Development',
      'Small Group Instruction',
      'Community-Centered Learning',
      'Real-World Preparation',
      'Cultural Awareness',
    ])
    for (const value of about?.values ?? []) expect(value.description.length).toBeGreaterThan(20)
  })
})

describe('educators', () => {
  it('has at least 3 leadership and 8 faculty, each with portrait alt text, and hides e-mails not flagged public', async () => {
    const educators = await fetchContent(EDUCATORS_QUERY)
    expect(educators.filter((educator) => educator.group === 'leadership').length).toBeGreaterThanOrEqual(3)
    expect(educators.filter((educator) => educator.group === 'faculty').length).toBeGreaterThanOrEqual(8)
    const fixtures = (await readFixtureDocuments()).filter((document) => document._type === 'educator')
    for (const educator of educators) {
      expect(educator.portrait?.alt).toMatch(/.{10,}/)
      expect(educator.bio.length).toBeGreaterThan(0)
      const fixture = fixtures.find((document) => document._id === educator._id) as unknown as {
        email: string
        showEmail?: boolean
      }
      expect(educator.email).toBe(fixture.showEmail ? fixture.email : null)
    }
    expect(educators.some((educator) => educator.email === null)).toBe(true)
  })
})

describe('events', () => {
  it('has a full school year of events of the three types and ongoing programs of the three types', async () => {
    const events = await fetchContent(CALENDAR_EVENTS_QUERY)
    expect(events.length).toBeGreaterThanOrEqual(12)
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['academic', 'cultural', 'holiday']))
    const dates = events.map((event) => event.date)
    expect(dates).toEqual([...dates].sort())
    for (const date of dates) expect(date >= '2025-08-01' && date <= '2026-06-30').toBe(true)
    // The semester dates live in the school year, never copied into events.
    expect(dates).not.toContain('2025-09-02')
    expect(dates).not.toContain('2026-05-29')

    const programs = await fetchContent(ONGOING_PROGRAMS_QUERY)
    expect(programs.length).toBeGreaterThanOrEqual(4)
    expect(new Set(programs.map((program) => program.type))).toEqual(new Set(['community', 'educational', 'cultural']))
  })
})
