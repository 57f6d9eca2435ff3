import { BookIcon } from '@sanity/icons/Book'
import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/** /self-paced: the catalogue's texts, the benefits and the quiz invitation (the courses are their own documents). */
export const selfPacedPage = defineType({
  name: 'selfPacedPage',
  title: 'Self-paced courses page',
  type: 'document',
  icon: BookIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    headingField('quizHeading', 'Quiz invitation heading'),
    introField('quizIntro', 'Quiz invitation text'),
    defineField({
      name: 'quizButtonLabel',
      title: 'Quiz button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    headingField('coursesHeading', 'Courses heading'),
    headingField('benefitsHeading', 'Benefits heading'),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: { prepare: () => ({ title: 'Self-paced courses page', subtitle: '/self-paced' }) },
})

/** /college-prep: the live programs (#programs) and the self-paced college courses. */
export const collegePrepPage = defineType({
  name: 'collegePrepPage',
  title: 'College prep page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    headingField('programsHeading', 'Live programs heading'),
    introField('programsIntro', 'Live programs introduction'),
    headingField('coursesHeading', 'Self-paced college courses heading'),
    introField('coursesIntro', 'Self-paced college courses introduction'),
  ],
  preview: { prepare: () => ({ title: 'College prep page', subtitle: '/college-prep' }) },
})
