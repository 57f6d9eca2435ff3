/**
 * The two welcome packets of the programs page (docs/behaviour.md#welcome-packets), written as PDFs on request
 * by app/(site)/programs/welcome-packet/[grade]/route.ts. The letters and checklists are written here; the
 * weekly schedule, the school year's dates, the holidays, the contact details and the Head of School's name
 * come from the CMS, so a packet always says what the site says, on the day it is downloaded: an interest
 * meeting already held is not offered, and once the year is over its dates give way to the School year's notice.
 */
import type {
  EDUCATORS_QUERY_RESULT,
  SCHOOL_YEAR_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  WEEKLY_SCHEDULE_QUERY_RESULT,
} from '@/lib/content/sanity.types'
import { makePdf, type PdfBlock } from '@/lib/pdf/document'
import type { CalendarEntry } from '@/lib/school/calendar'

import { formatClockTime, formatDate, formatLongDate } from './clock'
import { schoolYearPhase, upcomingMeetings } from './timeline'

/** The grade bands a packet is written for, as their address names them (`grades` K-5 → `k-5`). */
export const WELCOME_PACKET_GRADES = ['k-5', '6-12'] as const
export type WelcomePacketGrade = (typeof WELCOME_PACKET_GRADES)[number]

/** The grade band of a programs-page packet's `grades` ("K-5"), or null when no packet is written for it. */
export function welcomePacketGrade(grades: string): WelcomePacketGrade | null {
  const grade = grades.trim().toLowerCase()
  return (WELCOME_PACKET_GRADES as readonly string[]).includes(grade) ? (grade as WelcomePacketGrade) : null
}

export const welcomePacketPath = (grade: WelcomePacketGrade): string => `/programs/welcome-packet/${grade}`
export const welcomePacketFileName = (grade: WelcomePacketGrade): string => `welcome-packet-${grade}.pdf`

/** What a packet reads from the CMS (published documents only). */
export interface WelcomePacketContent {
  schoolYear: NonNullable<SCHOOL_YEAR_QUERY_RESULT>
  schedule: WEEKLY_SCHEDULE_QUERY_RESULT
  contact: NonNullable<SITE_SETTINGS_QUERY_RESULT>['contact']
  /** The calendar's holidays. */
  holidays: readonly CalendarEntry[]
  /** The Head of School, who signs the letter: the first leadership educator. */
  head: Pick<EDUCATORS_QUERY_RESULT[number], 'name' | 'role'>
  /** The date on the school's clock the packet is written on ("YYYY-MM-DD"). */
  today: string
}

/** The Head of School among the educators (in their CMS order): the first of the leadership group. */
export const headOfSchool = (educators: EDUCATORS_QUERY_RESULT) =>
  educators.find((educator) => educator.group === 'leadership') ?? null

const dayNames: Record<string, string> = {
  'Mon/Wed/Fri': 'Monday, Wednesday and Friday: core classes',
  'Tue/Thu': 'Tuesday and Thursday: languages, electives and enrichment',
}

/** "November 24–28, 2025", or "December 22, 2025 – January 2, 2026" across the new year (en dashes). */
function dateRange(from: string, to: string) {
  const [first, last] = [formatDate(from), formatDate(to)]
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${first} \u2013 ${last}`
  if (from.slice(0, 7) === to.slice(0, 7))
    return `${first.replace(/ \d+, \d{4}$/, '')} ${Number(from.slice(8))}\u2013${last.replace(/^\S+ /, '')}`
  return `${first.replace(/, \d{4}$/, '')} \u2013 ${last}`
}

function keyDateBlocks({ schoolYear, holidays, today }: WelcomePacketContent): PdfBlock[] {
  const calendarNote: PdfBlock = {
    kind: 'p',
    text: 'Family conferences, celebrations and showcases are on the events page of our website, where you can add each one, or the whole calendar, to your own calendar.',
  }
  if (schoolYearPhase(schoolYear, today) === 'over')
    return [{ kind: 'h', text: 'Key dates' }, { kind: 'p', text: schoolYear.nextYearNotice }, calendarNote]

  const keyDateRows: Array<{ sort: string; row: [string, string] }> = [
    ...upcomingMeetings(schoolYear.interestMeetings, today).map((meeting) => ({
      sort: meeting.date,
      row: [
        formatLongDate(meeting.date),
        `${meeting.format === 'virtual' ? 'Virtual interest meeting' : 'Interest meeting'}, ${formatClockTime(meeting.time)} CST (${meeting.durationMinutes} minutes): meet our educators and bring your questions`,
      ] as [string, string],
    })),
    {
      sort: schoolYear.fallSemesterStart,
      row: [formatLongDate(schoolYear.fallSemesterStart), 'First day of the fall semester'],
    },
    ...holidays.map((event) => ({
      sort: event.date,
      row: [
        event.endDate ? dateRange(event.date, event.endDate) : formatLongDate(event.date),
        `${event.title.replace(/: No Classes$/i, '')} (no classes)`,
      ] as [string, string],
    })),
    { sort: schoolYear.lastDay, row: [formatLongDate(schoolYear.lastDay), 'Last day of school'] },
  ]
  return [
    { kind: 'h', text: `Key dates for ${schoolYear.label}` },
    {
      kind: 'table',
      rows: keyDateRows.sort((a, b) => a.sort.localeCompare(b.sort)).map(({ row }) => row),
      labelWidth: 196,
    },
    calendarNote,
  ]
}

function sharedBlocks(content: WelcomePacketContent) {
  const { schedule, contact } = content
  const scheduleBlocks: PdfBlock[] = [
    { kind: 'h', text: 'The weekly live schedule (all times CST)' },
    {
      kind: 'p',
      text: 'Every class is live, small and taught by a Sankofa educator. Where a time lists several classes, your learner chooses one of them for the semester; we will help you choose at enrollment.',
    },
    ...(schedule?.dayGroups ?? []).flatMap((group): PdfBlock[] => {
      const rows = group.slots.map((slot): [string, string] => [formatClockTime(slot.time), slot.subjects.join(' / ')])
      if (group.note)
        rows.push(['Also', group.note.replace(/^Plus /, '').replace(/^./, (first) => first.toUpperCase())])
      return [{ kind: 'table', caption: dayNames[group.label] ?? group.label, rows, labelWidth: 64 }]
    }),
  ]

  const contactBlocks: PdfBlock[] = [
    { kind: 'h', text: 'We are here for you' },
    {
      kind: 'p',
      text: `Questions before the first day, or at any point in the year? Write to ${contact.email} or call ${contact.phone} (${contact.hours}). No question is too small: every family was new once.`,
    },
  ]
  return { scheduleBlocks, keyDateBlocks: keyDateBlocks(content), contactBlocks }
}

const TITLES: Record<WelcomePacketGrade, string> = {
  'k-5': 'Welcome Packet: Grades K-5',
  '6-12': 'Welcome Packet: Grades 6-12',
}

function packetBlocks(grade: WelcomePacketGrade, content: WelcomePacketContent): PdfBlock[] {
  const { schoolYear, head, today } = content
  const { scheduleBlocks, keyDateBlocks, contactBlocks } = sharedBlocks(content)
  // A packet for a year that is over names no year: the notice under "Key dates" says what comes next.
  const forYear = schoolYearPhase(schoolYear, today) === 'over' ? '' : ` \u2022 ${schoolYear.label} school year`
  const signature: PdfBlock = { kind: 'signature', lines: [head.name, `${head.role}, Sankofa Academy`] }
  if (grade === 'k-5')
    return [
      {
        kind: 'title',
        text: 'Welcome Packet: Grades K-5',
        subtitle: `For families of our elementary learners${forYear}`,
      },
      { kind: 'p', text: 'Dear families,' },
      {
        kind: 'p',
        text: 'Karibu, and welcome to Sankofa Academy! We are so glad your child is joining our learning community. In our elementary classes, small live groups meet with caring educators who know every child by name. We sing, count, read, experiment and build together, and every lesson connects children with the history, languages and creativity of Africa and its diaspora.',
      },
      {
        kind: 'p',
        text: 'Young learners do best when they know what to expect, so please read this packet together with your child. It explains what to have ready at home, how you can help in the first weeks, the weekly schedule and the dates to keep.',
      },
      { kind: 'p', text: 'We look forward to learning with your family.' },
      signature,
      { kind: 'h', text: 'What to prepare at home' },
      {
        kind: 'list',
        items: [
          'A device: a laptop, or a tablet with a keyboard, with a working camera and microphone, charged before the first class, and a steady internet connection.',
          'Child-sized headphones, ideally with a microphone, so your learner hears clearly and the rest of the house can stay calm.',
          'A quiet, well-lit learning space with a table and a chair at the right height, away from the television and other screens.',
          'Supplies: sharpened pencils, an eraser, crayons and washable markers, a glue stick, child-safe scissors, a ruler, two wide-ruled notebooks and a folder for finished work.',
          'A water bottle and a healthy snack for the midday lunch and movement break.',
        ],
      },
      { kind: 'h', text: 'How you can help in the first weeks' },
      {
        kind: 'list',
        items: [
          'Log in five minutes early and stay close by for the first two weeks, especially with kindergarten to grade 2, to help with the camera, the microphone and the mute button.',
          'Keep a simple routine: the same place, the same start time and a short movement break between classes.',
          'Ask your child to teach you one new word, song or idea from class each evening. Teaching it back is how it sticks.',
          'Celebrate effort. A proud moment for trying hard matters more than a perfect worksheet.',
          'Tell us early if something is not working. Your child\u2019s educators would rather hear from you in week one than in week six.',
        ],
      },
      ...scheduleBlocks,
      ...keyDateBlocks,
      ...contactBlocks,
    ]
  return [
    {
      kind: 'title',
      text: 'Welcome Packet: Grades 6-12',
      subtitle: `For middle and high school learners and their families${forYear}`,
    },
    { kind: 'p', text: 'Dear students and families,' },
    {
      kind: 'p',
      text: 'Karibu, and welcome to Sankofa Academy! You are joining a community of young scholars who study rigorous academics through an African-centered lens. Our middle and high school classes are small and built on discussion: you will debate, write, experiment, design and present, and your educators will know your strengths and your goals.',
    },
    {
      kind: 'p',
      text: 'This packet explains what to prepare, how to make the most of the school week, the schedule and the key dates of the year. High school learners can also choose SAT/ACT preparation and, on Fridays, portfolio and college preparation sessions that carry them toward their next step.',
    },
    { kind: 'p', text: 'We are excited to see what you will build this year.' },
    signature,
    { kind: 'h', text: 'What to prepare' },
    {
      kind: 'list',
      items: [
        'A laptop with a camera, a microphone and a reliable internet connection. A tablet alone is not enough for essays, research and game development.',
        'A headset or headphones with a microphone, so you can take part in discussions and debates clearly.',
        'A quiet workspace where you can speak up in class, with room for a notebook beside the keyboard.',
        'Supplies: a notebook or binder section for each subject, pens, pencils and highlighters, a scientific calculator (a graphing calculator from Algebra 1 onward) and a folder for your portfolio.',
        'A planner or shared family calendar with class times, assignment due dates and our holidays.',
      ],
    },
    { kind: 'h', text: 'Habits that help you succeed' },
    {
      kind: 'list',
      items: [
        'Join each class two minutes early with your camera on and your materials ready.',
        'Use the 3:00 PM study hall on Tuesdays and Thursdays for homework and to ask your educators for help.',
        'Keep your best work in your portfolio. You will share it at family conferences and the End-of-Year Showcase, and it becomes the heart of your college and scholarship applications.',
        'Families: check in once a week on assignments and upcoming dates. A few minutes on Sunday evening goes a long way.',
      ],
    },
    ...scheduleBlocks,
    ...keyDateBlocks,
    ...contactBlocks,
  ]
}

/** The packet of a grade band as a PDF file. */
export function welcomePacketPdf(
  grade: WelcomePacketGrade,
  content: WelcomePacketContent,
): Promise<Uint8Array<ArrayBuffer>> {
  const title = TITLES[grade]
  return makePdf(packetBlocks(grade, content), { title, footer: `Sankofa Academy \u2022 ${title}` })
}
