import { defineField, defineType } from 'sanity'

/** An image with hotspot/crop and the alternative text every public image needs. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the image for people who cannot see it. Leave out "image of".',
      validation: (rule) => rule.required().min(3).max(160),
    }),
  ],
  validation: (rule) => rule.required().assetRequired(),
})
