import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/** /events: headings around the school year, the upcoming and past calendar events and the ongoing programs. */
export const eventsPage = defineType({
  name: 'eventsPage',
  title: 'Events page',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    headingField('calendarHeading', 'Academic calendar heading'),
    headingField('eventsHeading', 'Upcoming events heading'),
    defineField({
      name: 'noUpcomingEvents',
      title: 'No upcoming events',
      type: 'text',
      rows: 2,
      description: 'Shown under the upcoming events heading when every event on the calendar has passed.',
      validation: (rule) => rule.required().min(20).max(200),
    }),
    headingField('pastEventsHeading', 'Past events heading'),
    headingField('programsHeading', 'Ongoing programs heading'),
    introField('programsIntro', 'Ongoing programs introduction'),
  ],
  preview: { prepare: () => ({ title: 'Events page', subtitle: '/events' }) },
})
