import { UsersIcon } from '@sanity/icons/Users'
import { orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { displayOrderFields, titleField } from '../fields/fields'

/** A live college-prep program on /college-prep (SAT/ACT prep, the application workshop, AP support). */
export const liveProgram = defineType({
  name: 'liveProgram',
  title: 'Live program',
  type: 'document',
  icon: UsersIcon,
  fields: [
    titleField(80),
    defineField({
      name: 'duration',
      title: 'Length',
      type: 'string',
      description: 'e.g. "12 weeks" or "Ongoing"',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'schedule',
      title: 'Schedule',
      type: 'string',
      description: 'e.g. "Tue and Thu, 2:00 PM CST"',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'priceUnit',
      title: 'Price is',
      type: 'string',
      options: {
        list: [
          { title: 'For the whole program', value: 'program' },
          { title: 'Per month', value: 'month' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'program',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().min(40).max(400),
    }),
    defineField({
      name: 'features',
      title: 'Feature lines',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(100) })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({ name: 'popular', title: 'Most popular', type: 'boolean', initialValue: false }),
    ...displayOrderFields('liveProgram'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', price: 'price', unit: 'priceUnit', schedule: 'schedule' },
    prepare: ({ title, price, unit, schedule }) => ({
      title,
      subtitle: [typeof price === 'number' ? `$${price}${unit === 'month' ? '/month' : ''}` : null, schedule]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
