import { defineQuery } from 'next-sanity'

import { tagQuery } from '@/lib/content/query-tags'

/**
 * The shop: the words above the products (the products come from the shop's database).
 *
 * GROQ sent to the Content Lake (connected mode) and evaluated by groq-js over the fixtures (local mode); `npm run
 * typegen` writes the result types into lib/content/sanity.types.ts. Under each query, `tagQuery` names the
 * document types it reads, through references too: its cache tags (tests/unit/query-tags.test.ts checks them).
 * ./content.ts loads them.
 */

export const SHOP_PAGE_QUERY = defineQuery(`*[_type == "shopPage" && _id == "shopPage"][0]{
  heading,
  intro
}`)
tagQuery(SHOP_PAGE_QUERY, 'shopPage')
