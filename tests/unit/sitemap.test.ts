import { describe, expect, it } from 'vitest'

import { PUBLIC_ROUTES, type SiteRoute } from '../../lib/routes'
import { buildSitemap, type SitemapSource } from '../../lib/sitemap'
import { organizationJsonLd } from '../../lib/structured-data'

const SITE = 'https://www.sankofa-academy.example'

describe('sitemap', () => {
  it('lists every indexable public route as an absolute URL', async () => {
    const entries = await buildSitemap(SITE, PUBLIC_ROUTES, [])
    const indexable = PUBLIC_ROUTES.filter((route) => route.sitemap)
    expect(entries.map((entry) => entry.url)).toEqual(indexable.map((route) => new URL(route.path, SITE).href))
    expect(entries[0]?.url).toBe('https://www.sankofa-academy.example/')
  })

  it('adds the URLs a dynamic route lists, once each, with their dates', async () => {
    const routes: SiteRoute[] = [
      { path: '/', budgetKib: 155, sitemap: true },
      { path: '/blog', budgetKib: 155, sitemap: true },
      { path: '/blog/example', appRoute: '/blog/[slug]', budgetKib: 155, sitemap: false },
    ]
    const articles: SitemapSource = {
      appRoute: '/blog/[slug]',
      list: async () => [
        { path: '/blog/griots-and-memory', lastModified: '2026-10-01T08:00:00Z' },
        { path: '/blog/griots-and-memory' },
        { path: '/blog/counting-with-cowries' },
      ],
    }
    expect(await buildSitemap(SITE, routes, [articles])).toEqual([
      { url: `${SITE}/` },
      { url: `${SITE}/blog` },
      { url: `${SITE}/blog/griots-and-memory`, lastModified: '2026-10-01T08:00:00Z' },
      { url: `${SITE}/blog/counting-with-cowries` },
    ])
  })
})

describe('Organization JSON-LD', () => {
  it('describes the academy from siteSettings with absolute URLs', () => {
    expect(
      organizationJsonLd({
        title: 'Sankofa Academy',
        siteUrl: SITE,
        description: 'Online African-centered K-12 homeschool academy',
        logoUrl: '/fixture-images/logo.svg',
        contact: { email: 'hello@sankofa-academy.example', phone: null },
        socialLinks: [{ url: 'https://www.facebook.com/SankofaAcademyExample' }, { url: null }],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Sankofa Academy',
      url: `${SITE}/`,
      description: 'Online African-centered K-12 homeschool academy',
      logo: `${SITE}/fixture-images/logo.svg`,
      sameAs: ['https://www.facebook.com/SankofaAcademyExample'],
      contactPoint: { '@type': 'ContactPoint', contactType: 'admissions', email: 'hello@sankofa-academy.example' },
    })
  })
})
