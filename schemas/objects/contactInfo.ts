import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

export const contactInfo = defineType({
  name: 'contactInfo',
  title: 'Contact information',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      description: 'As it should be shown, e.g. (555) 010-2025.',
      validation: (rule) =>
        rule
          .required()
          .max(20)
          .regex(/^[0-9 ()+-]+$/, { name: 'phone number' }),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'hours',
      title: 'Office hours',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
  ],
})
