import { describe, expect, it } from 'vitest'

import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { PRODUCT_SUBJECTS } from '@/lib/commerce/products-taxonomy'
import {
  listingAnswer,
  shopProductSchema,
  toShopListing,
  toShopProduct,
  type ShopProduct,
} from '@/lib/commerce/shop-product'
import {
  activeFilterCount,
  applyShopQuery,
  clearShopFilters,
  DEFAULT_SHOP_QUERY,
  hasActiveFilters,
  isDefaultQuery,
  parseShopQuery,
  shopQueryHref,
  shopQueryToSearchParams,
  toggleGrade,
  toggleSubject,
  type ShopQuery,
} from '@/lib/commerce/shop-query'

let serial = 0
function product(overrides: Partial<ShopProduct> & { title: string }): ShopProduct {
  serial += 1
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    description: 'A homeschool resource.',
    author: null,
    price: 5,
    type: 'Workbook',
    subjects: ['Math'],
    grades: ['3rd Grade'],
    instant_download: false,
    created_at: '2026-01-01T00:00:00.000Z',
    average_rating: null,
    review_count: 0,
    has_file: false,
    slug: `product-${serial}`,
    format: 'PDF',
    page_count: 12,
    preview_images: [],
    ...overrides,
  }
}

function query(overrides: Partial<ShopQuery> = {}): ShopQuery {
  return { ...DEFAULT_SHOP_QUERY, ...overrides }
}

const titles = (products: readonly ShopProduct[]) => products.map((item) => item.title)

describe('search', () => {
  const drums = product({ title: 'Djembe Drum Patterns', description: 'Rhythm cards for the whole family.' })
  const stories = product({ title: 'Anansi Tales', description: 'Stories told with a DRUM beat.' })
  const maps = product({ title: 'Map the Continent', description: '54 countries.' })
  const all = [drums, stories, maps]

  it('matches the title or the description, ignoring case and surrounding spaces', () => {
    expect(titles(applyShopQuery(all, query({ q: '  drum ' })))).toEqual(['Djembe Drum Patterns', 'Anansi Tales'])
    expect(titles(applyShopQuery(all, query({ q: 'COUNTRIES' })))).toEqual(['Map the Continent'])
  })

  it('sets accents aside, both ways', () => {
    const yoruba = product({ title: 'Yorùbá Market Money Math', description: 'Budgeting.' })
    const cafe = product({ title: 'Numbers', description: 'Counting at the cafe.' })
    expect(titles(applyShopQuery([yoruba, cafe], query({ q: 'yoruba' })))).toEqual(['Yorùbá Market Money Math'])
    expect(titles(applyShopQuery([yoruba, cafe], query({ q: 'Café' })))).toEqual(['Numbers'])
  })

  it('shows every product for an empty or blank search', () => {
    expect(applyShopQuery(all, query({ q: '' }))).toHaveLength(3)
    expect(applyShopQuery(all, query({ q: '   ' }))).toHaveLength(3)
  })

  it('shows nothing when no title or description holds the text', () => {
    expect(applyShopQuery(all, query({ q: 'calculus' }))).toEqual([])
  })
})

describe('subject and grade filters', () => {
  const mathHistory = product({
    title: 'Caravan Math',
    subjects: ['Math', 'History'],
    grades: ['3rd Grade', '4th Grade'],
  })
  const science = product({ title: 'Nile Science', subjects: ['Science'], grades: ['6th Grade'] })
  const art = product({ title: 'Adinkra Art', subjects: ['Art & Music'], grades: ['Pre-K', '3rd Grade'] })
  const all = [mathHistory, science, art]

  it('shows a product when any of its subjects is chosen', () => {
    expect(titles(applyShopQuery(all, query({ subjects: ['History'] })))).toEqual(['Caravan Math'])
    expect(titles(applyShopQuery(all, query({ subjects: ['History', 'Science'] })))).toEqual([
      'Caravan Math',
      'Nile Science',
    ])
  })

  it('shows a product when any of its grades is chosen', () => {
    expect(titles(applyShopQuery(all, query({ grades: ['3rd Grade'] })))).toEqual(['Caravan Math', 'Adinkra Art'])
    expect(titles(applyShopQuery(all, query({ grades: ['Pre-K', '6th Grade'] })))).toEqual([
      'Nile Science',
      'Adinkra Art',
    ])
  })

  it('combines subject, grade, price and search with AND', () => {
    expect(titles(applyShopQuery(all, query({ subjects: ['Math', 'Art & Music'], grades: ['3rd Grade'] })))).toEqual([
      'Caravan Math',
      'Adinkra Art',
    ])
    expect(titles(applyShopQuery(all, query({ subjects: ['Math', 'Art & Music'], grades: ['Pre-K'] })))).toEqual([
      'Adinkra Art',
    ])
    expect(titles(applyShopQuery(all, query({ subjects: ['Science'], grades: ['3rd Grade'] })))).toEqual([])
    expect(titles(applyShopQuery(all, query({ subjects: ['Math', 'Art & Music'], q: 'adinkra' })))).toEqual([
      'Adinkra Art',
    ])
    const priced = [product({ title: 'Cheap Math', price: 2 }), product({ title: 'Dear Math', price: 20 })]
    expect(titles(applyShopQuery(priced, query({ subjects: ['Math'], price: 'over10' })))).toEqual(['Dear Math'])
  })
})

describe('price bands', () => {
  const prices = [0, 4.99, 5, 10, 10.01]
  const byPrice = prices.map((price) => product({ title: `at ${price.toFixed(2)}`, price }))
  const shownFor = (band: ShopQuery['price']) =>
    applyShopQuery(byPrice, query({ price: band, sort: 'price-low' })).map((item) => item.price)

  it('all: every price, the free item included', () => {
    expect(shownFor('all')).toEqual([0, 4.99, 5, 10, 10.01])
  })
  it('under5: below 5 (0.00 and 4.99, not 5.00)', () => {
    expect(shownFor('under5')).toEqual([0, 4.99])
  })
  it('5to10: 5.00 to 10.00 inclusive', () => {
    expect(shownFor('5to10')).toEqual([5, 10])
  })
  it('over10: above 10 (10.01, not 10.00)', () => {
    expect(shownFor('over10')).toEqual([10.01])
  })
  it('judges prices that carry floating-point noise by their cents', () => {
    const noisy = [product({ title: 'ten', price: 0.1 * 100 }), product({ title: 'five', price: 0.1 + 4.9 })]
    expect(titles(applyShopQuery(noisy, query({ price: '5to10' })))).toEqual(['ten', 'five'])
  })
})

describe('sort', () => {
  const older = product({ title: 'Older', price: 8, created_at: '2026-01-01T00:00:00.000Z' })
  const newer = product({ title: 'Newer', price: 8, created_at: '2026-03-01T00:00:00+00:00' })
  const cheap = product({ title: 'Cheap', price: 1.5, created_at: '2026-02-01T00:00:00.000Z' })
  const dear = product({ title: 'Dear', price: 24, created_at: '2025-12-01T00:00:00.000Z' })
  const all = [older, cheap, dear, newer]

  it('relevance without a search lists newest first (timestamps in either ISO form)', () => {
    expect(titles(applyShopQuery(all, query()))).toEqual(['Newer', 'Cheap', 'Older', 'Dear'])
  })

  it('relevance with a search puts title matches first, then description-only matches, each newest first', () => {
    const items = [
      product({ title: 'Ubuntu Journal', description: 'Kiswahili proverbs', created_at: '2026-05-01T00:00:00.000Z' }),
      product({ title: 'Kiswahili Flashcards', description: 'Cards', created_at: '2026-01-01T00:00:00.000Z' }),
      product({ title: 'Songs', description: 'Sing in kiswahili', created_at: '2026-02-01T00:00:00.000Z' }),
      product({ title: 'kiswahili Stories', description: 'Tales', created_at: '2026-03-01T00:00:00.000Z' }),
    ]
    expect(titles(applyShopQuery(items, query({ q: 'Kiswahili' })))).toEqual([
      'kiswahili Stories',
      'Kiswahili Flashcards',
      'Ubuntu Journal',
      'Songs',
    ])
  })

  it('price-low and price-high order by price, equal prices newest first', () => {
    expect(titles(applyShopQuery(all, query({ sort: 'price-low' })))).toEqual(['Cheap', 'Newer', 'Older', 'Dear'])
    expect(titles(applyShopQuery(all, query({ sort: 'price-high' })))).toEqual(['Dear', 'Newer', 'Older', 'Cheap'])
  })

  it('rating: best average first, then more reviews, then newest; unrated products last', () => {
    const items = [
      product({ title: 'Unrated new', average_rating: null, review_count: 0, created_at: '2026-09-01T00:00:00.000Z' }),
      product({ title: '4.5 from 2', average_rating: 4.5, review_count: 2, created_at: '2026-01-01T00:00:00.000Z' }),
      product({ title: '4.5 from 10', average_rating: 4.5, review_count: 10, created_at: '2026-01-01T00:00:00.000Z' }),
      product({ title: '5 from 1', average_rating: 5, review_count: 1, created_at: '2026-01-01T00:00:00.000Z' }),
      product({
        title: '4.5 from 2, newer',
        average_rating: 4.5,
        review_count: 2,
        created_at: '2026-02-01T00:00:00.000Z',
      }),
      product({ title: '1 from 1', average_rating: 1, review_count: 1, created_at: '2026-01-01T00:00:00.000Z' }),
    ]
    expect(titles(applyShopQuery(items, query({ sort: 'rating' })))).toEqual([
      '5 from 1',
      '4.5 from 10',
      '4.5 from 2, newer',
      '4.5 from 2',
      '1 from 1',
      'Unrated new',
    ])
  })

  it('keeps the input order for full ties and never changes the list it was given', () => {
    const twinA = product({ title: 'Twin A' })
    const twinB = product({ title: 'Twin B' })
    const input = [twinA, twinB]
    expect(titles(applyShopQuery(input, query({ sort: 'price-high' })))).toEqual(['Twin A', 'Twin B'])
    expect(titles(applyShopQuery([twinB, twinA], query({ sort: 'price-high' })))).toEqual(['Twin B', 'Twin A'])
    const copy = [...all]
    applyShopQuery(all, query({ sort: 'price-low' }))
    expect(all).toEqual(copy)
  })
})

describe('the shop over the product fixture', () => {
  const shop = fixtureProducts.map((row) => toShopProduct(row))

  it('every fixture row becomes a valid shop product that knows whether it has a file', () => {
    for (const item of shop) expect(shopProductSchema.safeParse(item).success).toBe(true)
    expect(shop.every((item) => !('pdf_url' in item))).toBe(true)
    expect(shop.filter((item) => item.has_file).length).toBe(
      fixtureProducts.filter((row) => row.pdf_url !== null).length,
    )
  })

  it("the shop's list keeps what a card shows, searches and sorts on, and leaves the product page's details out", () => {
    const [first] = shop
    const listing = toShopListing(first!)
    expect(Object.keys(listing).sort()).toEqual(
      [
        'author',
        'average_rating',
        'created_at',
        'description',
        'grades',
        'has_file',
        'id',
        'instant_download',
        'price',
        'review_count',
        'slug',
        'subjects',
        'title',
        'type',
      ].sort(),
    )
    expect(listing).toMatchObject({ title: first!.title, description: first!.description, price: first!.price })
    // An RPC answer read in the browser drops them the same way.
    expect(listingAnswer.parse(shop)).toEqual(shop.map(toShopListing))
    expect(JSON.stringify(shop.map(toShopListing))).not.toContain(first!.preview_images[0]!.alt)
  })

  it('the default query lists the whole catalogue newest first', () => {
    expect(applyShopQuery(shop, DEFAULT_SHOP_QUERY).map((item) => item.id)).toEqual(
      fixtureProducts.map((row) => row.id),
    )
  })

  it('a Math search under $10 finds the caravan problems and the geometry explorations', () => {
    const found = applyShopQuery(shop, parseShopQuery(new URLSearchParams('subject=Math&price=5to10&sort=price-low')))
    expect(titles(found)).toEqual(["Mansa Musa's Caravan: Math Word Problems", 'Great Zimbabwe Geometry Explorations'])
  })
})

describe('URL state', () => {
  it('no parameters is the default query', () => {
    expect(parseShopQuery(new URLSearchParams())).toEqual(DEFAULT_SHOP_QUERY)
    expect(parseShopQuery({})).toEqual(DEFAULT_SHOP_QUERY)
    expect(isDefaultQuery(parseShopQuery({}))).toBe(true)
  })

  it('reads the shareable URL of the shop', () => {
    const params = new URLSearchParams(
      '?q=kiswahili&subject=Math&subject=Science&grade=1st+Grade&price=5to10&sort=price-low',
    )
    expect(parseShopQuery(params)).toEqual({
      q: 'kiswahili',
      subjects: ['Math', 'Science'],
      grades: ['1st Grade'],
      price: '5to10',
      sort: 'price-low',
    })
  })

  it("reads Next's searchParams object (single values or arrays)", () => {
    expect(
      parseShopQuery({
        q: ' ubuntu ',
        subject: ['Science', 'Art & Music'],
        grade: 'Pre-K',
        price: 'under5',
        sort: 'rating',
      }),
    ).toEqual({
      q: 'ubuntu',
      subjects: ['Science', 'Art & Music'],
      grades: ['Pre-K'],
      price: 'under5',
      sort: 'rating',
    })
    expect(parseShopQuery({ q: ['first', 'second'], price: ['over10', 'under5'], sort: undefined })).toEqual(
      query({ q: 'first', price: 'over10' }),
    )
  })

  it('drops unknown subjects, grades, bands and sorts instead of failing', () => {
    const params = new URLSearchParams(
      'subject=Alchemy&subject=Math&grade=13th+Grade&price=cheap&sort=random&color=red',
    )
    expect(parseShopQuery(params)).toEqual(query({ subjects: ['Math'] }))
  })

  it('puts chosen values in the filter order, once each, accepting any letter case', () => {
    const params = new URLSearchParams('subject=science&subject=MATH&subject=Math&grade=Adult+Learning&grade=pre-k')
    expect(parseShopQuery(params)).toEqual(
      query({ subjects: ['Math', 'Science'], grades: ['Pre-K', 'Adult Learning'] }),
    )
  })

  it('cuts a very long search to 100 characters', () => {
    expect(parseShopQuery({ q: 'a'.repeat(5000) }).q).toHaveLength(100)
  })

  it('writes only what differs from the default, so URLs stay short', () => {
    expect(shopQueryToSearchParams(DEFAULT_SHOP_QUERY).toString()).toBe('')
    expect(shopQueryHref(DEFAULT_SHOP_QUERY)).toBe('/homeschool-materials')
    expect(shopQueryHref(query({ sort: 'rating' }))).toBe('/homeschool-materials?sort=rating')
    expect(
      shopQueryHref(
        query({
          q: 'kiswahili',
          subjects: ['Science', 'Math'],
          grades: ['1st Grade'],
          price: '5to10',
          sort: 'price-low',
        }),
      ),
    ).toBe('/homeschool-materials?q=kiswahili&subject=Math&subject=Science&grade=1st+Grade&price=5to10&sort=price-low')
    expect(shopQueryHref(query({ subjects: ['Art & Music'] }))).toBe('/homeschool-materials?subject=Art+%26+Music')
  })

  it('round-trips: parse(write(query)) gives the query back, and write(parse(url)) the canonical URL', () => {
    const queries: ShopQuery[] = [
      DEFAULT_SHOP_QUERY,
      query({ q: 'Benin bronzes & more?' }),
      query({ subjects: [...PRODUCT_SUBJECTS] }),
      query({ grades: ['Kindergarten', '12th Grade'], price: 'over10', sort: 'price-high' }),
      query({ q: 'zimbabwe', subjects: ['Geography'], price: 'under5', sort: 'rating' }),
    ]
    for (const original of queries) expect(parseShopQuery(shopQueryToSearchParams(original))).toEqual(original)
    const messy = new URLSearchParams('sort=relevance&price=all&grade=2nd+Grade&subject=history&q=++griot++')
    expect(shopQueryToSearchParams(parseShopQuery(messy)).toString()).toBe('q=griot&subject=History&grade=2nd+Grade')
  })
})

describe('changing the query', () => {
  it('toggling a subject or grade adds or removes it, in the filter order', () => {
    let current = toggleSubject(DEFAULT_SHOP_QUERY, 'Science')
    current = toggleSubject(current, 'Math')
    expect(current.subjects).toEqual(['Math', 'Science'])
    expect(toggleSubject(current, 'Math').subjects).toEqual(['Science'])
    current = toggleGrade(toggleGrade(current, '5th Grade'), 'Pre-K')
    expect(current.grades).toEqual(['Pre-K', '5th Grade'])
    expect(toggleGrade(current, '5th Grade').grades).toEqual(['Pre-K'])
  })

  it('clear filters drops search, subjects, grades and price but keeps the sort', () => {
    const busy = query({ q: 'math', subjects: ['Math'], grades: ['Pre-K'], price: 'under5', sort: 'rating' })
    expect(hasActiveFilters(busy)).toBe(true)
    const cleared = clearShopFilters(busy)
    expect(cleared).toEqual(query({ sort: 'rating' }))
    expect(hasActiveFilters(cleared)).toBe(false)
    expect(isDefaultQuery(cleared)).toBe(false)
    expect(isDefaultQuery(clearShopFilters(query({ price: 'over10' })))).toBe(true)
  })

  it('"Filters (n)" counts each chosen subject and grade and a price band, not the search or the sort', () => {
    expect(activeFilterCount(DEFAULT_SHOP_QUERY)).toBe(0)
    expect(activeFilterCount(query({ q: 'kiswahili', sort: 'rating' }))).toBe(0)
    expect(activeFilterCount(query({ price: 'under5' }))).toBe(1)
    expect(activeFilterCount(query({ subjects: ['Math', 'History'], grades: ['Pre-K'], price: '5to10' }))).toBe(4)
    expect(activeFilterCount(clearShopFilters(query({ subjects: ['Math'], price: 'over10' })))).toBe(0)
  })
})
