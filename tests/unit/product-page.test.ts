import { describe, expect, it } from 'vitest'

import { findProductBySlug, formatLine, gradeBand, productPath } from '@/lib/commerce/product-page'
import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { toShopProduct, type ShopProduct } from '@/lib/commerce/shop-product'
import { productJsonLd } from '@/lib/structured-data'

const shop = fixtureProducts.map((row) => toShopProduct(row))
const byTitle = (title: string): ShopProduct => shop.find((product) => product.title === title)!

describe('a product’s page address', () => {
  it('every product has its own slug, and the slug finds exactly that product', () => {
    expect(new Set(shop.map((product) => product.slug)).size).toBe(shop.length)
    for (const product of shop) expect(findProductBySlug(shop, product.slug)).toBe(product)
    expect(productPath('anansi-tales-reading-comprehension')).toBe(
      '/homeschool-materials/anansi-tales-reading-comprehension',
    )
  })

  it('an unknown, differently cased or padded slug finds nothing', () => {
    const slug = shop[0]!.slug
    for (const unknown of ['no-such-workbook', slug.toUpperCase(), ` ${slug}`, `${slug}/`, ''])
      expect(findProductBySlug(shop, unknown)).toBeUndefined()
  })
})

describe('the format line', () => {
  it('names the format, the pages, the grade band and the subjects', () => {
    expect(formatLine(byTitle("Mansa Musa's Caravan: Math Word Problems"))).toBe(
      'PDF · 28 pages · 3rd Grade to 5th Grade · Math, History',
    )
    expect(formatLine(byTitle("Teaching African-Centered History: A Parent's Guide"))).toBe(
      'PDF · 84 pages · Adult Learning · History, Social Studies',
    )
  })

  it('leaves out what is not known', () => {
    const product = { ...byTitle('Anansi Tales Reading Comprehension'), page_count: null, subjects: [] }
    expect(formatLine(product)).toBe('PDF · Kindergarten to 2nd Grade')
    expect(formatLine({ ...product, page_count: 1 })).toBe('PDF · 1 page · Kindergarten to 2nd Grade')
  })

  it('a band is a range only when the grades follow one another', () => {
    expect(gradeBand(['4th Grade'])).toBe('4th Grade')
    expect(gradeBand(['Pre-K', 'Kindergarten', '1st Grade'])).toBe('Pre-K to 1st Grade')
    expect(gradeBand(['9th Grade', '12th Grade'])).toBe('9th Grade, 12th Grade')
    expect(gradeBand([])).toBe('')
  })
})

describe('Product structured data', () => {
  const SITE = 'https://www.sankofa.test'
  const product = byTitle('Adinkra Symbols Coloring & Meaning Book')

  it('describes the product with its offer, and no rating while it has no reviews', () => {
    const data = productJsonLd({ product, siteUrl: SITE, brand: 'Sankofa Academy' })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      url: `${SITE}/homeschool-materials/${product.slug}`,
      sku: product.id,
      image: product.preview_images.map((image) => `${SITE}${image.src}`),
      category: 'Activity Book',
      brand: { '@type': 'Brand', name: 'Sankofa Academy' },
      offers: {
        '@type': 'Offer',
        url: `${SITE}/homeschool-materials/${product.slug}`,
        price: '0.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('adds aggregateRating only when there are reviews, with the average to one decimal', () => {
    const rated = { ...product, price: 12.5, average_rating: 4.3333333, review_count: 3 }
    const data = productJsonLd({ product: rated, siteUrl: SITE, brand: 'Sankofa Academy' })
    expect(data.offers).toMatchObject({ price: '12.50' })
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
    const zero = productJsonLd({
      product: { ...product, average_rating: null, review_count: 0 },
      siteUrl: SITE,
      brand: 'x',
    })
    expect(zero).not.toHaveProperty('aggregateRating')
  })
})

describe('product pages in local mode', () => {
  it('finds a product by its slug in the catalogue the shop lists, and nothing for an unknown one', async () => {
    const { loadProductBySlug, loadProductReviews } = await import('@/lib/commerce/product-page-data')
    const anansi = byTitle('Anansi Tales Reading Comprehension')
    expect(await loadProductBySlug(anansi.slug)).toEqual(anansi)
    expect(await loadProductBySlug('no-such-workbook')).toBeNull()
    expect(await loadProductReviews(anansi.id)).toEqual([])
  })

  it('lists every product page in the sitemap', async () => {
    const { PRODUCT_SITEMAP_SOURCE } = await import('@/lib/commerce/product-page-data')
    expect(await PRODUCT_SITEMAP_SOURCE.list()).toEqual(
      fixtureProducts.map((row) => ({ path: `/homeschool-materials/${row.slug}` })),
    )
  })
})
