'use client'

import { useSyncExternalStore } from 'react'

import { cartSnapshot, subscribeToCart } from '@/lib/commerce/browser-cart'
import { EMPTY_CART, type Cart } from '@/lib/commerce/cart'

const serverSnapshot = () => EMPTY_CART

/** The cart, kept in local storage and in step with other tabs; empty on the server and during hydration. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeToCart, cartSnapshot, serverSnapshot)
}
