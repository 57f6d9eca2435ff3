import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { PlanCard } from '@/app/_components/commerce/plans/PlanCard'
import { CalendarEntryItem } from '@/app/(site)/events/_components/CalendarEntryItem'
import { ScheduleTable } from '@/app/(site)/programs/_components/ScheduleTable'
import { fetchContent } from '@/lib/content'
import { editTargetFor, keyedPath, singletonSource } from '@/lib/content/edit-target'
import { PREVIEW_SESSION_COOKIE, signPreviewSession } from '@/lib/content/preview-session'
import { buildCalendar } from '@/lib/school/calendar'
import { CALENDAR_EVENTS_QUERY, PLANS_QUERY, SCHOOL_YEAR_QUERY, WEEKLY_SCHEDULE_QUERY } from '@/lib/school/queries'

// The components read draft mode themselves, through Next's request headers, stood in here: draft mode on, with
// or without a preview session this server signed.
const request = vi.hoisted(() => ({ session: undefined as string | undefined }))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: true }),
  cookies: async () => ({
    get: (name: string) =>
      name === PREVIEW_SESSION_COOKIE && request.session ? { name, value: request.session } : undefined,
  }),
}))

/**
 * In draft mode, what has no text of its own (cards, slots, calendar entries) carries Sanity's `data-sanity`
 * attribute, so a click in Presentation opens its document at that field; public pages carry none of it.
 */

const attribute = (id: string, type: string, path: string) => `id=${id};type=${type};path=${path};base=%2Fstudio`
const SESSION_SECRET = 'a-preview-session-secret-of-forty-characters'

/** Renders server components (async ones too) as the page would, in draft mode (`preview`) or out of it. */
async function renderAs(preview: boolean, element: ReactElement): Promise<string> {
  request.session = preview ? signPreviewSession(SESSION_SECRET) : undefined
  const stream = await renderToReadableStream(element)
  await stream.allReady
  return new Response(stream).text()
}

beforeEach(() => {
  vi.stubEnv('PREVIEW_SESSION_SECRET', SESSION_SECRET)
  return () => vi.unstubAllEnvs()
})

const dataSanity = (html: string) => [...html.matchAll(/data-sanity="([^"]*)"/g)].map((match) => match[1])

describe('editTarget', () => {
  it('names the document, its type and the field for the Studio at /studio, in draft mode', () => {
    expect(editTargetFor(true, { id: 'plan-core', type: 'plan', path: 'name' })).toEqual({
      'data-sanity': attribute('plan-core', 'plan', 'name'),
    })
  })

  it('gives nothing to spread on a public page', () => {
    expect(editTargetFor(false, { id: 'plan-core', type: 'plan', path: 'name' })).toEqual({})
  })

  it('points at the published document when handed a draft id', () => {
    expect(editTargetFor(true, { id: 'drafts.plan-core', type: 'plan', path: 'name' })['data-sanity']).toBe(
      attribute('plan-core', 'plan', 'name'),
    )
  })

  it('names an array item by its key, inside a singleton whose id is its type', () => {
    const path = `${keyedPath('dayGroups', 'mwf')}.${keyedPath('slots', 'mwf-1')}`
    expect(path).toBe('dayGroups[_key=="mwf"].slots[_key=="mwf-1"]')
    expect(editTargetFor(true, singletonSource('weeklySchedule', path))['data-sanity']).toBe(
      attribute('weeklySchedule', 'weeklySchedule', 'dayGroups:mwf.slots:mwf-1'),
    )
  })

  it('drops stega edit markers from the id and a key', () => {
    // A string as a preview read returns it: the same text with Sanity's invisible edit marker appended.
    const marked = (value: string): string => {
      const path = "$['value']"
      const encoded = stegaEncodeSourceMap(
        { value },
        {
          documents: [{ _id: 'plan-core', _type: 'plan' }],
          paths: ["$['name']"],
          mappings: { [path]: { source: { document: 0, path: 0, type: 'documentValue' }, type: 'value' } },
        },
        { enabled: true, studioUrl: '/studio', filter: () => true },
      )
      expect(encoded.value).not.toBe(value)
      return encoded.value
    }
    const target = editTargetFor(true, {
      id: marked('plan-core'),
      type: 'plan',
      path: keyedPath('features', marked('f1')),
    })
    expect(target['data-sanity']).toBe(attribute('plan-core', 'plan', 'features:f1'))
  })
})

describe('components in draft mode and on the public page', () => {
  it('marks each plan card with its plan, only in draft mode', async () => {
    const plans = await fetchContent(PLANS_QUERY)
    const render = (preview: boolean) =>
      Promise.all(plans.map((plan) => renderAs(preview, createElement(PlanCard, { plan, action: 'Select' }))))
    expect((await render(true)).map(dataSanity)).toEqual(plans.map((plan) => [attribute(plan._id, 'plan', 'name')]))
    expect((await render(false)).join('')).not.toContain('data-sanity')
  })

  it('marks each class in the weekly schedule with its own slot, and no empty cell', async () => {
    const schedule = await fetchContent(WEEKLY_SCHEDULE_QUERY)
    const groups = schedule?.dayGroups ?? []
    const html = await renderAs(true, createElement(ScheduleTable, { groups }))
    const slots = groups.flatMap((group) =>
      group.slots.map((slot) =>
        attribute('weeklySchedule', 'weeklySchedule', `dayGroups:${group._key}.slots:${slot._key}`),
      ),
    )
    expect(slots.length).toBeGreaterThan(5)
    expect(new Set(dataSanity(html))).toEqual(new Set(slots))
    // The first class of the week, Spanish at 9:30 on Mon/Wed/Fri, opens that slot, in the table and in the
    // list by day that phones show instead (each slot marked once in each).
    const spanish = attribute('weeklySchedule', 'weeklySchedule', 'dayGroups:mwf.slots:mwf-1')
    expect(html).toContain(
      `<td class="px-4 py-3 break-words" data-sanity="${spanish}"><ul class="space-y-1"><li>Spanish</li>`,
    )
    expect(dataSanity(html).filter((value) => value === spanish)).toHaveLength(2)
    expect(await renderAs(false, createElement(ScheduleTable, { groups }))).not.toContain('data-sanity')
  })

  it('marks a calendar event with its document and a school-year date with its field', async () => {
    const [year, events] = await Promise.all([fetchContent(SCHOOL_YEAR_QUERY), fetchContent(CALENDAR_EVENTS_QUERY)])
    const calendar = buildCalendar(year!, events)
    const render = (title: string, preview: boolean) => {
      const entry = calendar.find((item) => item.title === title)!
      return renderAs(preview, createElement(CalendarEntryItem, { entry, status: 'later' }))
    }
    const event = events[0]!
    expect(dataSanity(await render(event.title, true))).toEqual([attribute(event._id, 'calendarEvent', 'title')])
    expect(dataSanity(await render('Fall Semester Begins', true))).toEqual([
      attribute('schoolYear', 'schoolYear', 'fallSemesterStart'),
    ])
    const meeting = calendar.find((item) => item.date === year!.interestMeetings![0]!.date)!
    expect(dataSanity(await render(meeting.title, true))[0]).toBe(
      attribute('schoolYear', 'schoolYear', `interestMeetings:${year!.interestMeetings![0]!._key}`),
    )
    expect((await render(event.title, false)) + (await render('Fall Semester Begins', false))).not.toContain(
      'data-sanity',
    )
  })
})
