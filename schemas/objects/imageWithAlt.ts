import { defineField, defineType } from 'sanity'

/** The alternative text every public image needs (also on images inside Portable Text). */
export const altTextField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'Describe the image for people who cannot see it. Leave out "image of".',
  validation: (rule) => rule.required().min(3).max(160),
})

/** An image with hotspot/crop and the alternative text every public image needs. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [altTextField],
  validation: (rule) => rule.required().assetRequired(),
})
