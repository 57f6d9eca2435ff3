'use client'

import dynamic from 'next/dynamic'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'

/**
 * The click-to-edit code is Sanity's visual-editing bundle: loaded on demand, only when the layout renders this
 * (draft mode), so it never joins a visitor's first-load JavaScript.
 */
const LiveEditing = dynamic(() => withWholeSheet(import('./LiveEditing')), { ssr: false })

/** `perspective`: the one this page was rendered in, as the cookie stores it. */
export function PreviewTools({ perspective }: { perspective: string }) {
  return <LiveEditing perspective={perspective} />
}
