import { UsersIcon } from '@sanity/icons/Users'
import { defineField, defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/** /educators: the headings around the educator documents, and the contact call to action. */
export const educatorsPage = defineType({
  name: 'educatorsPage',
  title: 'Educators page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    headingField('leadershipHeading', 'Leadership heading'),
    headingField('facultyHeading', 'Faculty heading'),
    headingField('contactHeading', 'Contact heading'),
    introField('contactIntro', 'Contact introduction'),
    defineField({
      name: 'consultationLabel',
      title: 'Consultation button label',
      type: 'string',
      description: 'Opens the consultation booking page (Site settings → External links).',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Educators page', subtitle: '/educators' }) },
})
