import { CalendarIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { headingField, introField, seoField } from '../lib/fields'

/** /events: headings around the school year, the calendar events and the ongoing programs. */
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
    headingField('eventsHeading', 'Events heading'),
    headingField('programsHeading', 'Ongoing programs heading'),
    introField('programsIntro', 'Ongoing programs introduction'),
  ],
  preview: { prepare: () => ({ title: 'Events page', subtitle: '/events' }) },
})
