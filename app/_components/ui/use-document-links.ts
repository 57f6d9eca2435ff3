import { useRouter } from 'next/navigation'
import { useRef, type FocusEvent, type MouseEvent, type TouchEvent } from 'react'

/** The address a click on `target` goes to when it is a plain link to a page of this site, or null. */
function pageAddress(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null
  const anchor = target.closest('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href)
  // mailto:, tel: and other sites have another origin (mailto's is "null").
  if (url.origin !== window.location.origin) return null
  return url.pathname + url.search + url.hash
}

/**
 * Handlers that give the plain links inside HTML kept from the server (`FooterFromDocument`) what the site's `Link`
 * gives its own: a click moves to the page inside the app, and the page is prefetched when a visitor reaches for
 * its link (pointer over it, a touch, keyboard focus). A click with a modifier key, or on a link that opens
 * elsewhere, is left to the browser.
 */
export function useDocumentLinks() {
  const router = useRouter()
  const prefetched = useRef(new Set<string>())
  const reachFor = (event: MouseEvent | FocusEvent | TouchEvent) => {
    const address = pageAddress(event.target)
    if (!address || prefetched.current.has(address)) return
    prefetched.current.add(address)
    router.prefetch(address)
  }
  return {
    onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const address = pageAddress(event.target)
      if (!address) return
      event.preventDefault()
      router.push(address)
    },
    onMouseOver: reachFor,
    onFocus: reachFor,
    onTouchStart: reachFor,
  }
}
