import Image from 'next/image'
import { imageProps, type QueriedImage } from '@/lib/content'
import type { EditTarget } from '@/lib/content/edit-target'

/** The image projection every query returns (see IMAGE_FIELDS in lib/content/queries.ts). */
export type CmsImageValue = QueriedImage

export type ResolvedImage = { src: string; alt: string; width: number; height: number; unoptimized: boolean }

/**
 * Turns a CMS image into what next/image needs at a given display size (URL from the image builder,
 * crop/hotspot honoured, intrinsic-ratio height unless given), with `unoptimized` for SVGs.
 */
export function resolveImage(
  image: QueriedImage | null | undefined,
  width: number,
  height?: number,
): ResolvedImage | null {
  const props = imageProps(image, { width, height })
  if (!props) return null
  return { ...props, unoptimized: image?.asset?.mimeType === 'image/svg+xml' || props.src.includes('.svg') }
}

type Props = {
  image: CmsImageValue | null | undefined
  width: number
  height?: number
  sizes?: string
  priority?: boolean
  className?: string
  /** Override the CMS alt text, e.g. "" when the image sits next to text that already says it. */
  alt?: string
  /** The image's click-to-edit target in draft mode (`editTarget`); empty on public pages. */
  edit?: EditTarget
}

/** next/image for a CMS image: explicit size, lazy unless `priority` (above the fold). */
export function CmsImage({ image, width, height, sizes, priority, className, alt, edit }: Props) {
  const resolved = resolveImage(image, width, height)
  if (!resolved) return null
  return (
    <Image
      src={resolved.src}
      alt={alt ?? resolved.alt}
      width={resolved.width}
      height={resolved.height}
      unoptimized={resolved.unoptimized}
      sizes={sizes}
      preload={priority}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      {...edit}
    />
  )
}
