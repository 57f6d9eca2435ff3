import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { formatLongDate, parseIsoDate } from '../../lib/school/clock'
import { clockTimeRule, isOnOrAfter, requiredWholeNumber } from '../fields/rules'

type SchoolYearDocument = { fallSemesterStart?: string; lastDay?: string }

/**
 * The school year: its label and key dates. Stored as dates and rendered by code, so the home,
 * programs and events pages always agree.
 */
export const schoolYear = defineType({
  name: 'schoolYear',
  title: 'School year',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'e.g. 2025-2026. Shown as "Enroll for 2025-2026".',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{4}-\d{4}$/, { name: 'two years, e.g. 2025-2026' })
          .custom((label) => {
            if (!label) return true
            const [first, second] = label.split('-').map(Number)
            return second === (first ?? 0) + 1 || 'The second year follows the first, e.g. 2025-2026'
          }),
    }),
    defineField({
      name: 'fallSemesterStart',
      title: 'Fall semester starts',
      type: 'date',
      options: { dateFormat: 'dddd, MMMM D, YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'lastDay',
      title: 'Last day of school',
      type: 'date',
      options: { dateFormat: 'dddd, MMMM D, YYYY' },
      validation: (rule) =>
        rule.required().custom((lastDay: string | undefined, context) => {
          const start = (context.document as SchoolYearDocument | undefined)?.fallSemesterStart
          return (
            (isOnOrAfter(lastDay, start) && lastDay !== start) ||
            'The last day must come after the fall semester starts'
          )
        }),
    }),
    defineField({
      name: 'nextYearNotice',
      title: 'After the last day',
      type: 'text',
      rows: 2,
      description:
        'Shown on the home, programs and events pages once the last day of school has passed, in place of this year\'s dates, until you enter the next school year. e.g. "Dates for the 2026-2027 school year will be announced soon."',
      validation: (rule) => rule.required().min(20).max(240),
    }),
    defineField({
      name: 'interestMeetings',
      title: 'Interest meetings',
      type: 'array',
      description: 'Information sessions for new families, shown on the programs and events pages.',
      of: [
        defineArrayMember({
          name: 'interestMeeting',
          title: 'Interest meeting',
          type: 'object',
          fields: [
            defineField({ name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required() }),
            defineField({
              name: 'time',
              title: 'Start time (CST, 24-hour)',
              type: 'string',
              description: 'e.g. 14:00 for 2:00 PM',
              validation: (rule) => rule.required().custom(clockTimeRule),
            }),
            defineField({
              name: 'durationMinutes',
              title: 'Length (minutes)',
              type: 'number',
              initialValue: 60,
              validation: (rule) => requiredWholeNumber(rule, "Give the meeting's length in minutes", 15, 240),
            }),
            defineField({
              name: 'format',
              title: 'Format',
              type: 'string',
              options: {
                list: [
                  { title: 'Virtual', value: 'virtual' },
                  { title: 'In person', value: 'in-person' },
                ],
                layout: 'radio',
                direction: 'horizontal',
              },
              initialValue: 'virtual',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { date: 'date', time: 'time', format: 'format' },
            prepare: ({ date, time, format }) => ({
              title: typeof date === 'string' && parseIsoDate(date) ? formatLongDate(date) : 'No date',
              subtitle: [time, format === 'virtual' ? 'Virtual' : 'In person'].filter(Boolean).join(' · '),
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.max(6).custom((meetings: Array<{ date?: string }> | undefined) => {
          const dates = (meetings ?? []).map((meeting) => meeting.date ?? '')
          const sorted = [...dates].sort()
          return dates.every((date, index) => date === sorted[index]) || 'List the meetings in date order'
        }),
    }),
  ],
  preview: {
    select: { label: 'label', start: 'fallSemesterStart' },
    prepare: ({ label, start }) => ({
      title: `School year ${label ?? ''}`.trim(),
      subtitle: typeof start === 'string' && parseIsoDate(start) ? `Starts ${formatLongDate(start)}` : undefined,
    }),
  },
})
