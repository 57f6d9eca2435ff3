import { fetchContent } from '@/lib/content'
import { contentLoader, readFor } from '@/lib/content/loader'

import { SHOP_PAGE_QUERY } from './queries'

/**
 * The words above the shop (heading, introduction). Unlike other page documents this may be missing: the
 * shop sold before the document existed, and a dataset seeded before then must not take it down, so the
 * page falls back instead (app/(site)/homeschool-materials/page.tsx). The products come from
 * lib/commerce/shop-data.ts.
 */
export const loadShopPage = contentLoader((preview) => fetchContent(SHOP_PAGE_QUERY, {}, { read: readFor(preview) }))
