import { defineQuery } from 'next-sanity'

import { tagQuery } from '@/lib/content/query-tags'

/**
 * Careers: the careers page and open positions.
 *
 * GROQ sent to the Content Lake (connected mode) and evaluated by groq-js over the fixtures (local mode); `npm run
 * typegen` writes the result types into lib/content/sanity.types.ts. Under each query, `tagQuery` names the
 * document types it reads, through references too: its cache tags (tests/unit/query-tags.test.ts checks them).
 * ./content.ts loads them.
 */

export const CAREERS_PAGE_QUERY = defineQuery(`*[_type == "careersPage" && _id == "careersPage"][0]{
  seo{title, description},
  heading,
  intro,
  whyHeading,
  whyPoints[]{_key, title, description},
  positionsHeading,
  positionsIntro,
  noOpenPositions,
  formHeading,
  formIntro
}`)
tagQuery(CAREERS_PAGE_QUERY, 'careersPage')

// Closed positions stay in the Studio; only open ones are listed and offered in the application form.
export const OPEN_POSITIONS_QUERY =
  defineQuery(`*[_type == "careerPosition" && open == true && defined(title)] | order(orderRank asc, title asc){
  _id,
  title,
  partTime,
  summary,
  responsibilities
}`)
tagQuery(OPEN_POSITIONS_QUERY, 'careerPosition')
