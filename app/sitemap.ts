import type { MetadataRoute } from 'next'
import { PUBLIC_ROUTES } from '@/lib/routes'
import { buildSitemap, type SitemapSource } from '@/lib/sitemap'
import { BLOG_SITEMAP_SOURCES } from '@/lib/blog/content'
import { COURSE_SITEMAP_SOURCES, GAME_SITEMAP_SOURCE } from '@/lib/learning/sitemap-sources'
import { loadSiteSettings } from '@/lib/site/content'

/** Dynamic routes' URL lists (blog categories and articles, courses, games). */
const SOURCES: readonly SitemapSource[] = [...BLOG_SITEMAP_SOURCES, ...COURSE_SITEMAP_SOURCES, GAME_SITEMAP_SOURCE]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = await loadSiteSettings()
  return buildSitemap(siteUrl, PUBLIC_ROUTES, SOURCES)
}
