import { defineQuery } from 'next-sanity'

/**
 * Every GROQ query the site runs. The same text is sent to the Content Lake (connected mode) and
 * evaluated by groq-js over the bundled fixtures (local mode). Result types are generated into
 * `sanity.types.ts` by `npm run typegen`.
 *
 * An image projection keeps what the URL builder needs (asset id, crop, hotspot) plus alt text and
 * the intrinsic dimensions next/image wants.
 */

// Spread into image objects: `image{${IMAGE_FIELDS}}`. Kept as a plain string so typegen inlines it.
const IMAGE_FIELDS = /* groq */ `
  alt,
  crop,
  hotspot,
  "asset": asset->{
    _id,
    url,
    mimeType,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
`

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  title,
  description,
  siteUrl,
  scholarshipClaim,
  logo{${IMAGE_FIELDS}},
  ogImage{${IMAGE_FIELDS}},
  contact{email, phone, address, hours},
  socialLinks[]{_key, platform, label, url},
  externalLinks{
    communityNetwork{label, url},
    homeworkPortal{label, url},
    steamSite{label, url},
    gamesSite{label, url},
    consultationBooking{label, url},
    ebookPdf{label, url},
    curriculumSite{label, url}
  },
  badges[]{_key, title, url, image{${IMAGE_FIELDS}}}
}`)

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{heading, subheading, primaryCtaLabel, secondaryCtaLabel, image{${IMAGE_FIELDS}}},
  curriculumPromo{heading, body, ctaLabel, shareText, image{${IMAGE_FIELDS}}},
  plansSection{heading, subheading},
  testimonialVideo{heading, title, videoId, poster{${IMAGE_FIELDS}}},
  parentQuotes{
    heading,
    "quotes": quotes[]->{_id, quote, author, location}
  },
  donation{heading, body, presetAmounts, dialogPresetAmounts, customLabel}
}`)

export const PLANS_QUERY = defineQuery(`*[_type == "plan" && defined(key)] | order(order asc){
  _id,
  key,
  name,
  monthlyPrice,
  description,
  features,
  popular,
  scheduleSummary,
  order
}`)

export const PROVERBS_QUERY = defineQuery(`*[_type == "proverb"] | order(_id asc){
  _id,
  text,
  origin
}`)
