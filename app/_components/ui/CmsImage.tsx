import Image from 'next/image'

import type { EditTarget } from '@/lib/content/edit-target'
import { resolveImage, type QueriedImage } from '@/lib/content/image'
import { inlineSvgSrc } from '@/lib/content/inline-art'

import { definedOnly } from './defined-props'
import { InlineArt, type InlineArtProps } from './InlineArt'

/** The image projection every query returns (see IMAGE_FIELDS in lib/content/image-projection.ts). */
export type CmsImageValue = QueriedImage

type Props = {
  image: CmsImageValue | null | undefined
  width: number
  height?: number
  sizes?: string
  priority?: boolean
  /**
   * In the first screen but never its largest paint (the header's logo): loaded at once at the browser's own
   * priority, neither inlined nor preloaded, so every page after the first takes it from the cache instead of
   * carrying it in its document.
   */
  eager?: boolean
  className?: string
  /** Override the CMS alt text, e.g. "" when the image sits next to text that already says it. */
  alt?: string
  /** The image's click-to-edit target in draft mode (`editTarget`); empty on public pages. */
  edit?: EditTarget
}

/**
 * next/image for a CMS image: explicit size, lazy unless `priority` (above the fold). A `priority` image that
 * is small SVG art arrives inside the HTML as a data: URI (lib/content/inline-art.ts): it is the page's
 * largest paint on the home page and the blog, and a request of its own costs a phone a round trip after
 * the HTML (docs/architecture.md#rendering).
 */
export function CmsImage({ image, width, height, sizes, priority, eager, className, alt, edit }: Props) {
  const resolved = resolveImage(image, width, height)
  if (!resolved) return null
  const shared = { alt: alt ?? resolved.alt, width: resolved.width, height: resolved.height, sizes, className, edit }
  if (priority && resolved.unoptimized) return <LeadArt src={resolved.src} {...shared} />
  return (
    <Image
      src={resolved.src}
      alt={shared.alt}
      width={resolved.width}
      height={resolved.height}
      unoptimized={resolved.unoptimized}
      loading={priority || eager ? 'eager' : 'lazy'}
      className={className}
      {...definedOnly({
        sizes,
        preload: priority || undefined,
        fetchPriority: priority ? ('high' as const) : undefined,
      })}
      {...edit}
    />
  )
}

/** The art's address and what it is drawn at: the same for inline art and art that loads from its address. */
type LeadArtProps = InlineArtProps

/**
 * Above-the-fold SVG art: inside the HTML when small (`InlineArt`), otherwise its address, preloaded with high
 * priority.
 */
async function LeadArt({ src, alt, width, height, sizes, className, edit }: LeadArtProps) {
  const shared = { width, height, ...definedOnly({ className, sizes }) }
  if (await inlineSvgSrc(src)) return <InlineArt src={src} alt={alt} {...shared} {...definedOnly({ edit })} />
  return <Image src={src} alt={alt} {...shared} unoptimized loading="eager" preload fetchPriority="high" {...edit} />
}
