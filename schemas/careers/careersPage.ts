import { CaseIcon } from '@sanity/icons/Case'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/**
 * /careers: why work with us, the open positions (edited under Career positions) and the application form.
 * The form's field labels and messages are code (docs/behaviour.md#careers-form); the texts around them are here.
 */
export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'why', title: 'Why work with us' },
    { name: 'positions', title: 'Positions' },
    { name: 'form', title: 'Application form' },
  ],
  fields: [
    { ...seoField, group: 'hero' },
    { ...headingField('heading', 'Heading'), group: 'hero' },
    { ...introField('intro', 'Introduction'), group: 'hero' },
    { ...headingField('whyHeading', 'Why work with us: heading'), group: 'why' },
    defineField({
      name: 'whyPoints',
      title: 'Why work with us: points',
      type: 'array',
      group: 'why',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    { ...headingField('positionsHeading', 'Positions: heading'), group: 'positions' },
    defineField({
      name: 'positionsIntro',
      title: 'Positions: introduction',
      type: 'text',
      rows: 2,
      group: 'positions',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'noOpenPositions',
      title: 'When no position is open',
      type: 'text',
      rows: 2,
      group: 'positions',
      description: 'Shown instead of the list and the form while every position is closed.',
      validation: (rule) => rule.required().min(20).max(300),
    }),
    { ...headingField('formHeading', 'Form: heading'), group: 'form' },
    { ...introField('formIntro', 'Form: introduction'), group: 'form' },
  ],
  preview: { prepare: () => ({ title: 'Careers page', subtitle: '/careers' }) },
})
