'use client'

import { useEffect, useRef } from 'react'

import { BOTTOM_BAR_HEIGHT_VAR } from './toast-placement'

/**
 * For a bar fixed to the bottom of the screen (the shop's cart): keeps its height in `BOTTOM_BAR_HEIGHT_VAR` on
 * <html> while it is shown, so toasts on a phone sit above it instead of over its buttons.
 */
export function useBottomBarHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const bar = ref.current
    if (!bar) return
    const root = document.documentElement
    const publish = () => root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${bar.offsetHeight}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR)
    }
  }, [])
  return ref
}
