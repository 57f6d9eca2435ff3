import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'

import { formatDate, parseIsoDate } from '../../lib/school/clock'
import { descriptionField, titleField } from '../fields/fields'
import { clockTimeRule, isOnOrAfter } from '../fields/rules'

export const calendarEventTypes = [
  { title: 'Academic', value: 'academic' },
  { title: 'Cultural', value: 'cultural' },
  { title: 'Holiday', value: 'holiday' },
] as const

type EventDocument = { date?: string; endDate?: string; time?: string }

/** A dated event on /events. The semester dates and interest meetings come from the School year instead. */
export const calendarEvent = defineType({
  name: 'calendarEvent',
  title: 'Calendar event',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    titleField(80),
    defineField({
      name: 'type',
      title: 'Type',
      type: 'string',
      options: { list: [...calendarEventTypes], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'endDate',
      title: 'Last day (for events over several days)',
      type: 'date',
      validation: (rule) =>
        rule.custom((endDate: string | undefined, context) => {
          const date = (context.document as EventDocument | undefined)?.date
          if (!endDate || !date) return true
          if (!isOnOrAfter(endDate, date) || endDate === date) return 'The last day must come after the first day'
          return true
        }),
    }),
    defineField({
      name: 'time',
      title: 'Start time (CST, 24-hour)',
      type: 'string',
      description: 'Leave empty for an all-day event. e.g. 18:00 for 6:00 PM',
      validation: (rule) =>
        rule.custom(clockTimeRule).custom((time: string | undefined, context) => {
          const endDate = (context.document as EventDocument | undefined)?.endDate
          return !time || !endDate || 'An event over several days has no start time'
        }),
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Length (minutes)',
      type: 'number',
      description: 'For an event with a start time; calendar apps get 60 minutes when empty.',
      hidden: ({ document }) => !(document as EventDocument | undefined)?.time,
      validation: (rule) =>
        rule
          .integer()
          .min(15)
          .max(600)
          .custom((minutes: number | undefined, context) =>
            minutes === undefined || (context.document as EventDocument | undefined)?.time
              ? true
              : 'Give a start time, or leave the length empty',
          ),
    }),
    descriptionField(),
  ],
  orderings: [{ title: 'Date', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', date: 'date', type: 'type' },
    prepare: ({ title, date, type }) => ({
      title,
      subtitle: [
        typeof date === 'string' && parseIsoDate(date) ? formatDate(date) : 'No date',
        calendarEventTypes.find((option) => option.value === type)?.title,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
