/**
 * What a Checkout Session's cancel URL adds to the page the family goes back to (`?checkout=cancelled`), so that
 * page can tell them nothing was charged. A module of its own: the pages that read it load nothing else with it.
 */
export const CHECKOUT_CANCELLED = { param: 'checkout', value: 'cancelled' } as const
