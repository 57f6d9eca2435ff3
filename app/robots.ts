import type { MetadataRoute } from 'next'

import { PUBLISHED } from '@/lib/content/loader'
import { loadSiteSettings } from '@/lib/site/content'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { siteUrl } = await loadSiteSettings(PUBLISHED)
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api'] }],
    sitemap: new URL('/sitemap.xml', siteUrl).href,
  }
}
