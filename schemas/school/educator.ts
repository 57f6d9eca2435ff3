import { UserIcon } from '@sanity/icons/User'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { displayOrderFields, simpleProseField } from '../fields/fields'
import { uniqueAmong } from '../fields/rules'

export const educatorGroups = [
  { title: 'Leadership team', value: 'leadership' },
  { title: 'Faculty', value: 'faculty' },
] as const

/**
 * A member of staff shown on /educators (and as a blog author). The contact e-mail also ties the
 * document to the educator's Studio login ("My profile"); it is public only when the flag says so.
 */
export const educator = defineType({
  name: 'educator',
  title: 'Educator',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'role',
      title: 'Title or role',
      type: 'string',
      description: 'e.g. Head of School, Kiswahili Instructor',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'group',
      title: 'Group',
      type: 'string',
      options: { list: [...educatorGroups], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    ...displayOrderFields('educator'),
    defineField({ name: 'portrait', title: 'Portrait', type: 'imageWithAlt' }),
    defineField({
      name: 'shortBio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for the educator card.',
      validation: (rule) => rule.required().min(40).max(280),
    }),
    simpleProseField('bio', 'Full bio'),
    defineField({
      name: 'subjects',
      title: 'Subjects',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.max(8).unique(),
    }),
    defineField({
      name: 'email',
      title: 'Contact e-mail',
      type: 'string',
      description: 'Also the e-mail of this educator’s Studio login, so "My profile" opens this document.',
      validation: (rule) =>
        rule
          .required()
          .email()
          .custom(uniqueAmong('educator', 'email', (email) => `Another educator already uses ${String(email)}`)),
    }),
    defineField({
      name: 'showEmail',
      title: 'Show the e-mail on the site',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  orderings: [
    {
      title: 'Group, then order',
      name: 'groupOrder',
      by: [
        { field: 'group', direction: 'asc' },
        { field: 'orderRank', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'name', role: 'role', group: 'group', media: 'portrait' },
    prepare: ({ title, role, group, media }) => ({
      title,
      subtitle: [role, group === 'leadership' ? 'Leadership' : 'Faculty'].filter(Boolean).join(' · '),
      media,
    }),
  },
})
