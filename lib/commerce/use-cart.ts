'use client'

import { useSyncExternalStore } from 'react'
import { browserCartStore, getServerCartSnapshot } from '@/lib/commerce/cart-store'
import type { Cart } from '@/lib/commerce/cart'

const subscribe = (onChange: () => void) => browserCartStore().subscribe(onChange)
const snapshot = () => browserCartStore().getSnapshot()

/** The cart, kept in local storage and in step with other tabs; empty on the server and during hydration. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, snapshot, getServerCartSnapshot)
}
