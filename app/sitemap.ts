import type { MetadataRoute } from 'next'

import { BLOG_SITEMAP_SOURCES } from '@/lib/blog/content'
import { PRODUCT_SITEMAP_SOURCE } from '@/lib/commerce/product-page-data'
import { PUBLISHED } from '@/lib/content/loader'
import { COURSE_SITEMAP_SOURCES, GAME_SITEMAP_SOURCE } from '@/lib/learning/sitemap-sources'
import { PUBLIC_ROUTES } from '@/lib/routes'
import { loadSiteSettings } from '@/lib/site/content'
import { PAGE_SITEMAP_SOURCE } from '@/lib/site/pages'
import { buildSitemap, type SitemapSource } from '@/lib/sitemap'

/** Dynamic routes' URL lists (blog categories and articles, courses, games, products, the pages staff write). */
const SOURCES: readonly SitemapSource[] = [
  ...BLOG_SITEMAP_SOURCES,
  ...COURSE_SITEMAP_SOURCES,
  GAME_SITEMAP_SOURCE,
  PRODUCT_SITEMAP_SOURCE,
  PAGE_SITEMAP_SOURCE,
]

// Rendered again at least hourly, so a post dated today is listed within the hour without a publish or a deploy
// (docs/behaviour.md#blog). Next needs the number written out here.
export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = await loadSiteSettings(PUBLISHED)
  return buildSitemap(siteUrl, PUBLIC_ROUTES, SOURCES)
}
