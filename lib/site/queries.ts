import { defineQuery } from 'next-sanity'

import { IMAGE_FIELDS } from '@/lib/content/image-projection'
import { tagQuery } from '@/lib/content/query-tags'

/**
 * The site's frame and home page: settings, the home page, proverbs, and the pages staff write.
 *
 * GROQ sent to the Content Lake (connected mode) and evaluated by groq-js over the fixtures (local mode); `npm run
 * typegen` writes the result types into lib/content/sanity.types.ts. Under each query, `tagQuery` names the
 * document types it reads, through references too: its cache tags (tests/unit/query-tags.test.ts checks them).
 * ./content.ts loads them.
 */

// A badge that names no awarding body or link is a claim nobody can check: the footer leaves it out (and
// `npm run check:content` warns about it).
export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  title,
  description,
  siteUrl,
  scholarshipClaim,
  logo{${IMAGE_FIELDS}},
  ogImage{${IMAGE_FIELDS}},
  contact{email, phone, address, hours},
  proverbLabel,
  socialLinks[]{_key, platform, label, url},
  externalLinks{
    communityNetwork{label, url},
    consultationBooking{label, url},
    ebookPdf{label, url},
    curriculumSite{label, url}
  },
  quickLinksHeading,
  quickLinks[]{_key, label, href},
  "footerPages": footerPages[]->{_id, title, "slug": slug.current},
  "badges": badges[defined(awardingBody) && defined(url)]{_key, title, kind, awardingBody, url, year, image{${IMAGE_FIELDS}}}
}`)
tagQuery(SITE_SETTINGS_QUERY, 'siteSettings', 'page')

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{heading, subheading, primaryCtaLabel, secondaryCtaLabel, image{${IMAGE_FIELDS}}},
  curriculumPromo{heading, body, ctaLabel, shareLabel, shareText, image{${IMAGE_FIELDS}}},
  plansSection{heading, subheading},
  testimonialVideo{heading, title, videoId, poster{${IMAGE_FIELDS}}},
  parentQuotes{
    heading,
    "quotes": quotes[]->{_id, quote, author, location}
  },
  donation{heading, body, presetAmounts, dialogPresetAmounts, customLabel}
}`)
tagQuery(HOME_PAGE_QUERY, 'homePage', 'testimonial')

export const PROVERBS_QUERY = defineQuery(`*[_type == "proverb"] | order(_id asc){
  _id,
  text,
  origin
}`)
tagQuery(PROVERBS_QUERY, 'proverb')
// ── Pages staff write: privacy policy, terms, refunds, FAQ (/<slug>) ───────────────────────────

// Every published page with its address: static params, the sitemap, and the lookup a made-up address fails.
export const PAGES_QUERY = defineQuery(`*[_type == "page" && defined(slug.current)] | order(slug.current asc){
  _id,
  title,
  "slug": slug.current,
  "updatedAt": coalesce(_updatedAt, lastUpdated)
}`)
tagQuery(PAGES_QUERY, 'page')

// "answerText" is an answer's plain text, for the FAQPage structured data.
export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo{title, description},
  intro,
  lastUpdated,
  reviewNotice,
  body,
  faq[]{
    _key,
    title,
    questions[]{_key, question, answer, "answerText": pt::text(answer)}
  }
}`)
tagQuery(PAGE_QUERY, 'page')
