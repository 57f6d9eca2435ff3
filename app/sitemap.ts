import type { MetadataRoute } from 'next'
import { PUBLIC_ROUTES } from '@/lib/routes'
import { buildSitemap, type SitemapSource } from '@/lib/sitemap'
import { loadSiteSettings } from './(site)/siteSettings'

/** Dynamic routes' URL lists (blog articles, courses, games) join here as their pages arrive. */
const SOURCES: readonly SitemapSource[] = []

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = await loadSiteSettings()
  return buildSitemap(siteUrl, PUBLIC_ROUTES, SOURCES)
}
