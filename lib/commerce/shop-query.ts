// The shop's search, filters and sort (docs/behaviour.md#shop-filter-and-sort), and their state in the page URL.
import { toCents } from '@/lib/validation/rules'

import { PRODUCT_GRADES, PRODUCT_SUBJECTS, type ProductGrade, type ProductSubject } from './products-taxonomy'
import type { ShopListing } from './shop-product'

export const PRICE_BANDS = ['all', 'under5', '5to10', 'over10'] as const
export type PriceBand = (typeof PRICE_BANDS)[number]

export const SHOP_SORTS = ['relevance', 'price-low', 'price-high', 'rating'] as const
export type ShopSort = (typeof SHOP_SORTS)[number]

/** A search longer than this (from a hand-made URL) is cut; no product title comes near it. */
export const SHOP_SEARCH_MAX = 100

/** The URL parameter names: `?q=…&subject=…&subject=…&grade=…&price=…&sort=…`. */
export const SHOP_PARAMS = { search: 'q', subject: 'subject', grade: 'grade', price: 'price', sort: 'sort' } as const

export interface ShopQuery {
  /** Trimmed search text; '' matches every product. */
  readonly q: string
  /** Chosen subjects in the filter's order; a product matches when any of its subjects is chosen. */
  readonly subjects: readonly ProductSubject[]
  /** Chosen grades in the filter's order; a product matches when any of its grades is chosen. */
  readonly grades: readonly ProductGrade[]
  readonly price: PriceBand
  readonly sort: ShopSort
}

export const DEFAULT_SHOP_QUERY: ShopQuery = Object.freeze({
  q: '',
  subjects: Object.freeze([]) as readonly ProductSubject[],
  grades: Object.freeze([]) as readonly ProductGrade[],
  price: 'all',
  sort: 'relevance',
})

// ---------------------------------------------------------------------------------------------------------
// Matching

function inPriceBand(price: number, band: PriceBand): boolean {
  const cents = toCents(price)
  switch (band) {
    case 'all':
      return true
    case 'under5':
      return cents < 500
    case '5to10':
      return cents >= 500 && cents <= 1000
    case 'over10':
      return cents > 1000
  }
}

/** Text as search compares it: lower case, accents set aside ("Yorùbá" and "yoruba" match). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function normaliseSearch(text: string): string {
  return fold(text.trim())
}

function anyChosen<T>(values: readonly T[], chosen: readonly T[]): boolean {
  return chosen.length === 0 || values.some((value) => chosen.includes(value))
}

/** How a product answers the search: in its title, only in its description, or not at all. */
type SearchHit = 'title' | 'description' | 'none'

function searchHit(product: ShopListing, needle: string): SearchHit {
  if (needle === '' || fold(product.title).includes(needle)) return 'title'
  return fold(product.description).includes(needle) ? 'description' : 'none'
}

/** True when a product passes every filter of the query (search, subjects, grades, price band). */
export function matchesShopQuery(product: ShopListing, query: ShopQuery): boolean {
  return (
    searchHit(product, normaliseSearch(query.q)) !== 'none' &&
    anyChosen(product.subjects, query.subjects) &&
    anyChosen(product.grades, query.grades) &&
    inPriceBand(product.price, query.price)
  )
}

// ---------------------------------------------------------------------------------------------------------
// Sorting

type Ranked<P extends ShopListing> = { product: P; hit: SearchHit; created: number; cents: number }
type Compare = (a: Ranked<ShopListing>, b: Ranked<ShopListing>) => number

const newestFirst: Compare = (a, b) => b.created - a.created
const titleHitsFirst: Compare = (a, b) => Number(a.hit !== 'title') - Number(b.hit !== 'title')
const cheapestFirst: Compare = (a, b) => a.cents - b.cents
const dearestFirst: Compare = (a, b) => b.cents - a.cents
const bestRatedFirst: Compare = (a, b) => (b.product.average_rating ?? -1) - (a.product.average_rating ?? -1)
const mostReviewedFirst: Compare = (a, b) => b.product.review_count - a.product.review_count

function chain(...compares: Compare[]): Compare {
  return (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b)
      if (order !== 0) return order
    }
    return 0
  }
}

/**
 * The orders (ties beyond the last rule keep the input order):
 * - relevance: with a search, title matches before description-only matches, then newest first;
 *   without a search, newest first;
 * - price-low / price-high: by price, ties newest first;
 * - rating: average rating (unrated last), then review count, then newest first.
 */
const SORT_ORDER: Record<ShopSort, Compare> = {
  relevance: chain(titleHitsFirst, newestFirst),
  'price-low': chain(cheapestFirst, newestFirst),
  'price-high': chain(dearestFirst, newestFirst),
  rating: chain(bestRatedFirst, mostReviewedFirst, newestFirst),
}

/** The products the shop shows for a query, filtered and in the query's order. Pure; ties keep input order. */
export function applyShopQuery<P extends ShopListing>(products: readonly P[], query: ShopQuery): P[] {
  const needle = normaliseSearch(query.q)
  const ranked: Ranked<P>[] = []
  for (const product of products) {
    if (!matchesShopQuery(product, query)) continue
    const created = Date.parse(product.created_at)
    ranked.push({
      product,
      hit: searchHit(product, needle),
      created: Number.isNaN(created) ? 0 : created,
      cents: toCents(product.price),
    })
  }
  return ranked.sort(SORT_ORDER[query.sort]).map((entry) => entry.product)
}

// ---------------------------------------------------------------------------------------------------------
// URL state

export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

function allValues(params: SearchParamsInput, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name)
  const value = params[name]
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** Known values only, matched case-insensitively, each once, in the taxonomy's order. */
function knownValues<T extends string>(options: readonly T[], values: readonly string[]): T[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()))
  return options.filter((option) => wanted.has(option.toLowerCase()))
}

/** A value of a closed list, or the fallback for anything else (absent included). */
function oneOf<T extends string>(options: readonly T[], value: string | undefined, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback
}

/**
 * The shop's query from the page URL. Unknown subjects, grades, bands and sorts are dropped (a repeated
 * single-valued parameter uses its first value); it never throws, so any URL shows a shop. Plain code, not a
 * schema: it runs as the shop hydrates, and the URL is the shop's own state, not a payload.
 */
export function parseShopQuery(params: SearchParamsInput): ShopQuery {
  const first = (name: string) => allValues(params, name)[0]
  return {
    q: Array.from((first(SHOP_PARAMS.search) ?? '').trim())
      .slice(0, SHOP_SEARCH_MAX)
      .join('')
      .trim(),
    subjects: knownValues(PRODUCT_SUBJECTS, allValues(params, SHOP_PARAMS.subject)),
    grades: knownValues(PRODUCT_GRADES, allValues(params, SHOP_PARAMS.grade)),
    price: oneOf(PRICE_BANDS, first(SHOP_PARAMS.price), DEFAULT_SHOP_QUERY.price),
    sort: oneOf(SHOP_SORTS, first(SHOP_PARAMS.sort), DEFAULT_SHOP_QUERY.sort),
  }
}

/** The URL parameters for a query, defaults left out (the default query gives no parameters at all). */
export function shopQueryToSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams()
  const q = query.q.trim()
  if (q !== '') params.set(SHOP_PARAMS.search, q)
  for (const subject of PRODUCT_SUBJECTS)
    if (query.subjects.includes(subject)) params.append(SHOP_PARAMS.subject, subject)
  for (const grade of PRODUCT_GRADES) if (query.grades.includes(grade)) params.append(SHOP_PARAMS.grade, grade)
  if (query.price !== DEFAULT_SHOP_QUERY.price) params.set(SHOP_PARAMS.price, query.price)
  if (query.sort !== DEFAULT_SHOP_QUERY.sort) params.set(SHOP_PARAMS.sort, query.sort)
  return params
}

/** A link to the shop showing a query: `/homeschool-materials` for the default, `…?q=…&…` otherwise. */
export function shopQueryHref(query: ShopQuery, pathname = '/homeschool-materials'): string {
  const search = shopQueryToSearchParams(query).toString()
  return search === '' ? pathname : `${pathname}?${search}`
}

// ---------------------------------------------------------------------------------------------------------
// Changing the query

/** True when the query is the shop's default state (no search, no filters, relevance). */
export function isDefaultQuery(query: ShopQuery): boolean {
  return shopQueryToSearchParams(query).toString() === ''
}

/** True when a search or any filter narrows the list (the sort alone does not count). */
export function hasActiveFilters(query: ShopQuery): boolean {
  return !isDefaultQuery({ ...query, sort: DEFAULT_SHOP_QUERY.sort })
}

/**
 * How many choices of the Filters panel narrow the list, for its "Filters (n)" button: each chosen subject and
 * grade, and a price band other than "All prices". The search box and the sort sit outside the panel and do not
 * count.
 */
export function activeFilterCount(query: ShopQuery): number {
  return query.subjects.length + query.grades.length + (query.price === DEFAULT_SHOP_QUERY.price ? 0 : 1)
}

/** "Clear filters": drops the search, subjects, grades and price band; the chosen sort stays. */
export function clearShopFilters(query: ShopQuery): ShopQuery {
  return { ...DEFAULT_SHOP_QUERY, sort: query.sort }
}

function toggled<T extends string>(options: readonly T[], chosen: readonly T[], value: T): T[] {
  const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value]
  return options.filter((option) => next.includes(option))
}

/** The query with a subject checked or unchecked. */
export function toggleSubject(query: ShopQuery, subject: ProductSubject): ShopQuery {
  return { ...query, subjects: toggled(PRODUCT_SUBJECTS, query.subjects, subject) }
}

/** The query with a grade checked or unchecked. */
export function toggleGrade(query: ShopQuery, grade: ProductGrade): ShopQuery {
  return { ...query, grades: toggled(PRODUCT_GRADES, query.grades, grade) }
}
