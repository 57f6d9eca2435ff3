import type { CSSProperties } from 'react'

/**
 * Where toasts appear (docs/behaviour.md#toasts): never over the header and its navigation.
 * - From the md breakpoint (where the header shows its full navigation): top centre, just below the sticky header
 *   (`SiteHeader`: 4rem tall plus its 1px border).
 * - On a phone: bottom centre, where a thumb is not reaching for the menu, lifted above a bar fixed to the bottom
 *   of the screen (the shop's cart), whose height that bar publishes in `BOTTOM_BAR_HEIGHT_VAR`.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)'

/** The height of a bar fixed to the bottom of the screen, set on <html> while one is shown. */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height'

/** The space between a toast and the edge it keeps to (the header's bottom, the screen's or the bar's). */
const GAP = '0.75rem'

export type ToastPlacement = { position: 'top-center' | 'bottom-center'; containerStyle: CSSProperties }

export function toastPlacement(wideScreen: boolean): ToastPlacement {
  return wideScreen
    ? { position: 'top-center', containerStyle: { top: `calc(4rem + 1px + ${GAP})` } }
    : { position: 'bottom-center', containerStyle: { bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + ${GAP})` } }
}
