import { getImageProps } from 'next/image'

import type { ResolvedImage } from '@/lib/content/image'
import imageLoader from '@/lib/content/image-loader'

/** The attributes next/image writes on its `<img>`. */
export type ImageAttributes = ReturnType<typeof getImageProps>['props']

/**
 * What next/image would write on the `<img>` for an image the server has resolved (`resolveImage`): the same
 * `srcset` from the site's loader (named here, so the server calls it as the browser would), `decoding`, `loading`
 * and style. For the images of the frame every page shares (the header's logo, the footer's badges): drawn as a
 * plain `<img>` with these, they keep next/image's client component out of the frame's script, so only the pages
 * that show images of their own load it (docs/architecture.md#rendering).
 */
export function imageAttributes(image: ResolvedImage, loading: 'eager' | 'lazy'): ImageAttributes {
  return getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    unoptimized: image.unoptimized,
    loading,
    loader: imageLoader,
  }).props
}
