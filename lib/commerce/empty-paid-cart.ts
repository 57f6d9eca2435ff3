// A paid cart order empties the cart on the page it lands on (docs/behaviour.md#confirmation-pages).
import { loadCartStore } from './browser-cart'
import { CART_STORAGE_KEY } from './cart'

/** The last order whose cart was emptied here, so that coming back to its page leaves a new cart alone. */
export const CART_EMPTIED_FOR_KEY = 'sankofa.cart.emptied-for.v1'

/**
 * Empties the cart for the paid cart order `sessionId`, once per order: a family that pays, shops again and then
 * comes back to the confirmation (Back, history) keeps the new cart. Browser only.
 */
export async function emptyCartPaidFor(sessionId: string): Promise<void> {
  try {
    const storage = window.localStorage
    if (storage.getItem(CART_EMPTIED_FOR_KEY) === sessionId) return
    storage.setItem(CART_EMPTIED_FOR_KEY, sessionId)
    if (storage.getItem(CART_STORAGE_KEY) === null) return
  } catch {
    return // storage refused: no cart was kept there
  }
  ;(await loadCartStore()).clear()
}
