/** schema.org descriptions of the academy for search engines, built from siteSettings. */
import { formatRating } from './commerce/format'
import { productPath } from './commerce/product-page'
import type { ShopProduct } from './commerce/shop-product'

export interface OrganizationSource {
  title: string
  siteUrl: string
  description?: string | null
  /** The logo's URL as the site serves it (absolute, or relative to the site). */
  logoUrl?: string | null
  contact?: { email?: string | null; phone?: string | null } | null
  socialLinks?: ReadonlyArray<{ url?: string | null }> | null
}

export function organizationJsonLd(source: OrganizationSource): Record<string, unknown> {
  const url = new URL('/', source.siteUrl).href
  const sameAs = (source.socialLinks ?? []).flatMap((link) => (link.url ? [link.url] : []))
  const contact = source.contact
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: source.title,
    url,
    ...(source.description ? { description: source.description } : {}),
    ...(source.logoUrl ? { logo: new URL(source.logoUrl, source.siteUrl).href } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(contact?.email || contact?.phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'admissions',
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.phone ? { telephone: contact.phone } : {}),
          },
        }
      : {}),
  }
}

export interface ArticleSource {
  headline: string
  description: string
  /** The article's path on the site, e.g. `/blog/sankofa-looking-back`. */
  path: string
  siteUrl: string
  /** Image URLs as the site serves them (absolute, or relative to the site). */
  imageUrl?: string | null
  datePublished: string
  dateModified?: string | null
  authorName: string
  authorRole?: string | null
  section?: string | null
  wordCount?: number
  publisher: { name: string; logoUrl?: string | null }
}

/** schema.org `Article` for a blog post's page (headline, image, dates, author, publisher). */
export function articleJsonLd(source: ArticleSource): Record<string, unknown> {
  const url = new URL(source.path, source.siteUrl).href
  const absolute = (value: string) => new URL(value, source.siteUrl).href
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: source.headline,
    description: source.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(source.imageUrl ? { image: [absolute(source.imageUrl)] } : {}),
    datePublished: source.datePublished,
    ...(source.dateModified ? { dateModified: source.dateModified } : {}),
    author: {
      '@type': 'Person',
      name: source.authorName,
      ...(source.authorRole ? { jobTitle: source.authorRole } : {}),
    },
    publisher: {
      '@type': 'EducationalOrganization',
      name: source.publisher.name,
      url: new URL('/', source.siteUrl).href,
      ...(source.publisher.logoUrl
        ? { logo: { '@type': 'ImageObject', url: absolute(source.publisher.logoUrl) } }
        : {}),
    },
    ...(source.section ? { articleSection: source.section } : {}),
    ...(source.wordCount ? { wordCount: source.wordCount } : {}),
  }
}

export interface FaqSource {
  /** The page's path on the site, e.g. `/faq`. */
  path: string
  siteUrl: string
  name: string
  /** Each question with its answer as plain text (published content: never draft text or edit markers). */
  questions: ReadonlyArray<{ question: string; answer: string }>
}

/** schema.org `FAQPage` for a page with questions and answers; null when it has none. */
export function faqPageJsonLd(source: FaqSource): Record<string, unknown> | null {
  const questions = source.questions.filter((entry) => entry.question.trim() && entry.answer.trim())
  if (questions.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name: source.name,
    url: new URL(source.path, source.siteUrl).href,
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.trim() },
    })),
  }
}

export interface ProductSource {
  product: Pick<
    ShopProduct,
    'id' | 'title' | 'slug' | 'description' | 'price' | 'type' | 'preview_images' | 'average_rating' | 'review_count'
  >
  siteUrl: string
  /** Who publishes it: the academy's name. */
  brand: string
}

/**
 * schema.org `Product` for a product's page: what it is, its offer in US dollars, and `aggregateRating` only when
 * families have rated it (a rating of nothing is not a rating, and search engines reject one with no reviews).
 */
export function productJsonLd(source: ProductSource): Record<string, unknown> {
  const { product } = source
  const url = new URL(productPath(product.slug), source.siteUrl).href
  const rated = product.average_rating !== null && product.review_count > 0
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    sku: product.id,
    ...(product.preview_images.length
      ? { image: product.preview_images.map((image) => new URL(image.src, source.siteUrl).href) }
      : {}),
    category: product.type,
    brand: { '@type': 'Brand', name: source.brand },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: formatRating(product.average_rating ?? 0),
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}
