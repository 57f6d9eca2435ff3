import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/** /about: mission, values, contact (from Site settings) and the community network. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    headingField('missionHeading', 'Mission heading'),
    introField('mission', 'Mission', 1200),
    headingField('valuesHeading', 'Values heading'),
    defineField({
      name: 'values',
      title: 'Values',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(3).max(9),
    }),
    headingField('contactHeading', 'Contact heading'),
    introField('contactIntro', 'Contact introduction'),
    headingField('communityHeading', 'Community heading'),
    introField('communityIntro', 'Community introduction'),
  ],
  preview: { prepare: () => ({ title: 'About page', subtitle: '/about' }) },
})
