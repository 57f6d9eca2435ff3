import { ClockIcon } from '@sanity/icons/Clock'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { formatClockTime, parseClockTime } from '../../lib/school/clock'
import { clockTimeRule } from '../fields/rules'

type Slot = { time?: string }

/** Slots must run in time order with no time twice. */
function slotsInOrder(slots: Slot[] | undefined) {
  const minutes = (slots ?? []).map((slot) => (slot.time ? parseClockTime(slot.time) : null))
  for (let index = 1; index < minutes.length; index++) {
    const previous = minutes[index - 1]
    const current = minutes[index]
    if (previous == null || current == null) continue
    if (current <= previous) return 'Put the slots in time order, each at a different time'
  }
  return true
}

/** The weekly live schedule (all times CST): one column per day group. */
export const weeklySchedule = defineType({
  name: 'weeklySchedule',
  title: 'Weekly schedule',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'dayGroups',
      title: 'Day groups',
      type: 'array',
      description: 'Each group is one column of the schedule table, e.g. Mon/Wed/Fri.',
      of: [
        defineArrayMember({
          name: 'scheduleDayGroup',
          title: 'Day group',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              description: 'Column heading, e.g. Mon/Wed/Fri',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'slots',
              title: 'Slots',
              type: 'array',
              of: [
                defineArrayMember({
                  name: 'scheduleSlot',
                  title: 'Slot',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'time',
                      title: 'Start time (CST, 24-hour)',
                      type: 'string',
                      description: 'e.g. 09:30, or 13:15 for 1:15 PM',
                      validation: (rule) => rule.required().custom(clockTimeRule),
                    }),
                    defineField({
                      name: 'subjects',
                      title: 'Subjects',
                      type: 'array',
                      description: 'One entry per class offered at this time (learners choose one).',
                      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
                      validation: (rule) => rule.required().min(1).max(4).unique(),
                    }),
                  ],
                  preview: {
                    select: { time: 'time', subjects: 'subjects' },
                    prepare: ({ time, subjects }) => ({
                      title:
                        typeof time === 'string' && parseClockTime(time) !== null ? formatClockTime(time) : 'No time',
                      subtitle: Array.isArray(subjects) && subjects.length > 0 ? subjects.join(' / ') : 'No subjects',
                    }),
                  },
                }),
              ],
              validation: (rule) => rule.required().min(1).max(12).custom(slotsInOrder),
            }),
            defineField({
              name: 'note',
              title: 'Note',
              type: 'string',
              description: 'Shown under the column, e.g. sessions at varying times.',
              validation: (rule) => rule.max(120),
            }),
          ],
          preview: {
            select: { title: 'label', slots: 'slots' },
            prepare: ({ title, slots }) => ({
              title,
              subtitle: `${Array.isArray(slots) ? slots.length : 0} slots`,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
  preview: { prepare: () => ({ title: 'Weekly schedule' }) },
})
