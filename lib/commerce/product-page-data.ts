// Server side: what a product's page reads (docs/behaviour.md#product-page).
// First: zod without its JIT probe (an eval the CSP refuses), before the schemas below are built.
import '@/lib/validation/jitless'

import { z } from 'zod'

import type { SitemapSource } from '@/lib/sitemap'
import { supabaseConfig } from '@/lib/supabase/config'

import { findProductBySlug, productPath } from './product-page'
import { reviewSchema, type Review } from './reviews'
import { loadShopProducts, PRODUCTS_TAG, SHOP_REVALIDATE_SECONDS } from './shop-data'
import type { ShopProduct } from './shop-product'

/** The catalogue could not be read (backend unreachable): an error page, never a "not found" that would stick. */
export class CatalogueUnavailableError extends Error {
  constructor() {
    super('The product catalogue could not be loaded')
  }
}

/**
 * The product a page address names, from the same cached catalogue the shop lists, so a made-up address costs no
 * request of its own; null when no product has that slug.
 */
export async function loadProductBySlug(slug: string): Promise<ShopProduct | null> {
  const products = await loadShopProducts()
  if (!products) throw new CatalogueUnavailableError()
  return findProductBySlug(products, slug) ?? null
}

/** Every product page's slug; none when the catalogue cannot be read (they are then rendered on first visit). */
export async function loadProductSlugs(): Promise<string[]> {
  return ((await loadShopProducts()) ?? []).map((product) => product.slug)
}

/**
 * A product's reviews, newest first, with the anon key (get_product_reviews never answers who wrote them). Local
 * mode has no reviews. Null when the backend cannot be reached: the page then loads them in the browser.
 */
export async function loadProductReviews(productId: string): Promise<Review[] | null> {
  if (!supabaseConfig.configured) return []
  const { url, anonKey } = supabaseConfig
  try {
    const response = await fetch(`${url}/rest/v1/rpc/get_product_reviews?order=created_at.desc`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ product_uuid: productId }),
      next: { revalidate: SHOP_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
    })
    if (!response.ok) return null
    const parsed = z.array(reviewSchema).safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Every product page, for the sitemap. */
export const PRODUCT_SITEMAP_SOURCE: SitemapSource = {
  appRoute: '/homeschool-materials/[slug]',
  list: async () => (await loadProductSlugs()).map((slug) => ({ path: productPath(slug) })),
}
