import { LaunchIcon } from '@sanity/icons/Launch'
import { defineField, defineType } from 'sanity'

// These three were shown only in the footer, whose quick links are now their own list (Site settings →
// Footer). The fields stay so older datasets still validate; the site no longer reads them.
const FOOTER_ONLY =
  "The site no longer shows this link. Edit the footer's links under Site settings → Footer → Quick links."

/** Every external destination the site links to. All open in a new tab. */
export const externalLinks = defineType({
  name: 'externalLinks',
  title: 'External links',
  type: 'object',
  icon: LaunchIcon,
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'communityNetwork',
      title: 'Community network',
      type: 'linkWithLabel',
      description: 'Label on the site: "Join Our Mighty Network".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'homeworkPortal',
      title: 'Homework Portal',
      type: 'linkWithLabel',
      deprecated: { reason: FOOTER_ONLY },
    }),
    defineField({
      name: 'steamSite',
      title: 'STEAM site',
      type: 'linkWithLabel',
      deprecated: { reason: FOOTER_ONLY },
    }),
    defineField({
      name: 'gamesSite',
      title: 'Games site',
      type: 'linkWithLabel',
      deprecated: { reason: FOOTER_ONLY },
    }),
    defineField({
      name: 'consultationBooking',
      title: 'Consultation booking page',
      type: 'linkWithLabel',
      description: 'Target of the home page primary call to action.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ebookPdf',
      title: 'Free e-book (PDF)',
      type: 'linkWithLabel',
      description: 'Target of the home page secondary call to action.',
      validation: (rule) =>
        rule.required().custom((value: { url?: string } | undefined) => {
          if (!value?.url) return true
          return (
            /\.pdf([?#].*)?$/i.test(value.url) || {
              message: 'The e-book link should point to a .pdf file',
              level: 'warning',
            }
          )
        }),
    }),
    defineField({
      name: 'curriculumSite',
      title: 'Curriculum site',
      type: 'linkWithLabel',
      description: 'Target of the curriculum promo call to action.',
      validation: (rule) => rule.required(),
    }),
  ],
})
