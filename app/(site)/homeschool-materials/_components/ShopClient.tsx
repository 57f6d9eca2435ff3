'use client'

import dynamic from 'next/dynamic'
import { useEffect, useMemo, useState } from 'react'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
import { plainButtonClass } from '@/app/_components/ui/button-classes'
import { navigateTo, useLocationSearch } from '@/lib/browser/location'
import { notify } from '@/lib/browser/notify'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { usePaymentsByEmail } from '@/lib/commerce/payments-contact'
import { productArtLoading } from '@/lib/commerce/product-art'
import type { ProductRating, ShopListing } from '@/lib/commerce/shop-product'
import {
  applyShopQuery,
  clearShopFilters,
  hasActiveFilters,
  parseShopQuery,
  shopQueryHref,
  type ShopQuery,
} from '@/lib/commerce/shop-query'
import { loadBrowserClient } from '@/lib/supabase/browser'

import { CartBar } from './CartBar'
import { ProductCard } from './ProductCard'
import { PRODUCTS_HEADING_ID, ShopFilters } from './ShopFilters'
import { ShopPaymentsNotice } from './ShopPaymentsNotice'

// The reviews dialog (list, star rating, form) loads when a visitor opens it.
const ReviewsDialog = dynamic(() => withWholeSheet(import('./ReviewsDialog')))

type Props = {
  initialProducts: ShopListing[] | null
}

/** Loads the catalogue in the browser when the server could not (the product RPC, one round trip). */
async function loadInBrowser(): Promise<ShopListing[]> {
  const loading = loadBrowserClient()
  if (!loading) throw new Error('No backend configured')
  const { data, error } = await (await loading).rpc('get_products_with_ratings')
  if (error) throw new Error(error.message)
  // The answer's schema (and zod) loads only here, when the server could not render the products.
  const { listingAnswer } = await import('@/lib/commerce/shop-product')
  return listingAnswer.parse(data)
}

export function ShopClient({ initialProducts }: Props) {
  const [products, setProducts] = useState<ShopListing[] | null>(initialProducts)
  const [loadFailed, setLoadFailed] = useState(false)
  const [reviewingId, setReviewingId] = useState<string | null>(null)
  const orderTo = usePaymentsByEmail()
  const locationSearch = useLocationSearch()
  const query = useMemo(() => parseShopQuery(new URLSearchParams(locationSearch)), [locationSearch])
  // The dialog reads the product from the list, so a new rating shows there as soon as it is known.
  const reviewing = products?.find((product) => product.id === reviewingId) ?? null
  const shown = useMemo(() => (products ? applyShopQuery(products, query) : []), [products, query])

  useEffect(() => {
    if (initialProducts) return
    let active = true
    loadInBrowser()
      .then((loaded) => active && setProducts(loaded))
      .catch((error: unknown) => {
        if (!active) return
        console.error('Failed to load products', error)
        setLoadFailed(true)
        notify(COMMERCE_MESSAGES.loadProductsFailed.title, COMMERCE_MESSAGES.loadProductsFailed.description, 'error')
      })
    return () => {
      active = false
    }
  }, [initialProducts])

  function change(next: ShopQuery) {
    navigateTo(shopQueryHref(next), 'push')
  }

  function searchFor(text: string, mode: 'push' | 'replace') {
    const current = parseShopQuery(new URLSearchParams(window.location.search))
    navigateTo(shopQueryHref({ ...current, q: text }), mode)
  }

  function updateRating(productId: string, rating: ProductRating) {
    setProducts(
      (current) =>
        current?.map((product) => (product.id === productId ? { ...product, ...rating } : product)) ?? current,
    )
  }

  return (
    // The cart bar, while shown, publishes its height: the last cards stay clear of it.
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 lg:px-6 lg:pt-8">
      <div className="grid gap-6 lg:grid-cols-[17rem_1fr] lg:gap-8">
        <ShopFilters query={query} onChange={change} onSearch={searchFor} />
        <section aria-labelledby={PRODUCTS_HEADING_ID}>
          <h2 id={PRODUCTS_HEADING_ID} tabIndex={-1} className="sr-only">
            Products
          </h2>
          {orderTo && <ShopPaymentsNotice orderTo={orderTo} className="mb-4 text-sm" />}
          {products === null ? (
            <p role="status" className="py-16 text-center text-lg text-muted">
              {loadFailed ? COMMERCE_MESSAGES.loadProductsFailed.description : COMMERCE_MESSAGES.loadingProducts}
            </p>
          ) : (
            <>
              <p role="status" className="mb-4 font-semibold text-muted">
                {shown.length === 1 ? '1 product' : `${shown.length} products`}
              </p>
              {shown.length === 0 ? (
                <div className="rounded-3xl bg-white p-10 text-center shadow">
                  <p className="font-display text-2xl font-semibold text-ink">{COMMERCE_MESSAGES.noProducts}</p>
                  {hasActiveFilters(query) && (
                    <button
                      type="button"
                      onClick={() => change(clearShopFilters(query))}
                      className={plainButtonClass({ tone: 'outline', className: 'mt-5 px-5 py-2' })}
                    >
                      Clear filters
                    </button>
                  )}
                </div>
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Products">
                  {shown.map((product, index) => (
                    <li key={product.id} className="flex">
                      <ProductCard
                        product={product}
                        artLoading={productArtLoading(index)}
                        onReviews={() => setReviewingId(product.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      </div>
      <CartBar />
      {reviewing && (
        <ReviewsDialog
          product={reviewing}
          onClose={() => setReviewingId(null)}
          onRatingChange={(rating) => updateRating(reviewing.id, rating)}
        />
      )}
    </div>
  )
}
