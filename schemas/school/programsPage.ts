import { DocumentPdfIcon } from '@sanity/icons/DocumentPdf'
import { PresentationIcon } from '@sanity/icons/Presentation'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/** /programs: the live classes overview. Plans, the school year and the schedule are their own documents. */
export const programsPage = defineType({
  name: 'programsPage',
  title: 'Programs page',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    defineField({
      ...headingField('interestMeetingsHeading', 'Interest meetings heading'),
      description: 'Shown above the interest meetings (their dates are edited under School Year).',
      initialValue: 'Interest meetings for new families',
    }),
    headingField('plansHeading', 'Plans heading'),
    headingField('scheduleHeading', 'Schedule heading'),
    introField('scheduleIntro', 'Schedule introduction'),
    headingField('packetsHeading', 'Welcome packets heading'),
    introField('packetsIntro', 'Welcome packets introduction'),
    defineField({
      name: 'welcomePackets',
      title: 'Welcome packets',
      type: 'array',
      description:
        'Each packet is a PDF families download from the programs page, written when it is asked for from the School Year, the Weekly Schedule, the contact details in Site Settings and the Head of School.',
      of: [
        defineArrayMember({
          name: 'welcomePacket',
          title: 'Welcome packet',
          type: 'object',
          icon: DocumentPdfIcon,
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'The button text, e.g. "Welcome Packet: Grades K-5"',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'grades',
              title: 'Grades',
              type: 'string',
              description: 'e.g. K-5',
              validation: (rule) => rule.required().max(20),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'grades' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'enrollmentConfirmation',
      title: 'Enrolment confirmation',
      type: 'object',
      description: 'The page families land on after paying their first month (/enrollment-success).',
      options: { collapsible: true, collapsed: false },
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          ...headingField('welcome', 'Welcome line'),
          description: 'The page heading, e.g. "Welcome to Sankofa Academy!"',
        }),
        defineField({
          name: 'nextSteps',
          title: 'Next steps',
          type: 'array',
          description: 'Listed in this order under "What happens next". Leave the list empty to hide that section.',
          of: [defineArrayMember({ type: 'titledText' })],
          validation: (rule) => rule.max(6),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Programs page', subtitle: '/programs' }) },
})
