import { BookIcon } from '@sanity/icons/Book'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { descriptionField, headingField, introField, seoField } from '../fields/fields'

/** /curriculum: philosophy, subject areas, standards and the consultation call to action. */
export const curriculumPage = defineType({
  name: 'curriculumPage',
  title: 'Curriculum page',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'intro', title: 'Hero & philosophy', default: true },
    { name: 'subjects', title: 'Subject areas' },
    { name: 'standards', title: 'Standards & consultation' },
  ],
  fields: [
    { ...seoField, group: 'intro' },
    { ...headingField('heading', 'Heading'), group: 'intro' },
    { ...introField('intro', 'Introduction'), group: 'intro' },
    { ...headingField('philosophyHeading', 'Philosophy heading'), group: 'intro' },
    { ...introField('philosophy', 'Educational philosophy', 1200), group: 'intro' },
    defineField({
      name: 'principles',
      title: 'Guiding principles',
      type: 'array',
      group: 'intro',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    { ...headingField('subjectsHeading', 'Subject areas heading'), group: 'subjects' },
    defineField({
      name: 'subjectAreas',
      title: 'Subject areas',
      type: 'array',
      group: 'subjects',
      of: [
        defineArrayMember({
          name: 'subjectArea',
          title: 'Subject area',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            descriptionField(),
            defineField({
              name: 'topics',
              title: 'Topics',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(80) })],
              validation: (rule) => rule.required().min(2).max(8).unique(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
      validation: (rule) => rule.required().min(3).max(12),
    }),
    { ...headingField('standardsHeading', 'Standards heading'), group: 'standards' },
    { ...introField('standardsIntro', 'Standards introduction', 800), group: 'standards' },
    defineField({
      name: 'standards',
      title: 'Standards we meet',
      type: 'array',
      group: 'standards',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.required().min(2).max(10),
    }),
    { ...headingField('consultationHeading', 'Consultation heading'), group: 'standards' },
    { ...introField('consultationIntro', 'Consultation introduction'), group: 'standards' },
    defineField({
      name: 'consultationLabel',
      title: 'Consultation button label',
      type: 'string',
      group: 'standards',
      description: 'Opens the consultation booking page (Site settings → External links).',
      initialValue: 'Schedule a Consultation',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Curriculum page', subtitle: '/curriculum' }) },
})
