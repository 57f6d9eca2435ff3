import { createImageUrlBuilder, type ImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'

import { contentSource, readContentEnv } from './env'
import { FIXTURE_IMAGE_BASE_URL, FIXTURE_IMAGE_DATASET, FIXTURE_IMAGE_PROJECT } from './fixtures'

/**
 * Image URLs in both modes. Connected: Sanity's image CDN. Local: the same URL shape under
 * /fixture-images, served by the app from studio/fixtures/images (query parameters are ignored
 * there; the fixture images are SVG and scale by themselves).
 */

function builder(): ImageUrlBuilder {
  if (contentSource() === 'sanity') {
    const { projectId, dataset } = readContentEnv()
    return createImageUrlBuilder({ projectId: projectId ?? '', dataset })
  }
  return createImageUrlBuilder({
    projectId: FIXTURE_IMAGE_PROJECT,
    dataset: FIXTURE_IMAGE_DATASET,
    baseUrl: FIXTURE_IMAGE_BASE_URL,
  })
}

/** A URL builder for an image (hotspot and crop respected): `urlForImage(img).width(800).url()`. */
export function urlForImage(source: SanityImageSource): ImageUrlBuilder {
  return builder().image(source)
}

/** What the queries return for an image (see IMAGE_FIELDS in image-projection.ts). */
export interface QueriedImage {
  alt?: string | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null
  asset?: {
    _id: string
    url?: string | null
    mimeType?: string | null
    width: number | null
    height: number | null
  } | null
}

export interface ImageProps {
  src: string
  width: number
  height: number
  alt: string
}

/**
 * Props for next/image from a queried image, or null when it has no asset. Give the width the
 * image is displayed at; the height follows the aspect ratio unless given (then it is cropped
 * around the hotspot). In local mode the URL has no query string. next/image's loader
 * (lib/content/image-loader.ts) asks the CDN for each srcset width of this URL; SVG is shown as it is.
 * With a `format`, the CDN converts the image to it rather than choosing what the requester accepts.
 */
export function imageProps(
  image: QueriedImage | null | undefined,
  size: { width: number; height?: number },
  format?: 'jpg',
): ImageProps | null {
  const asset = image?.asset
  if (!image || !asset?._id) return null
  const intrinsicWidth = asset.width ?? size.width
  const intrinsicHeight = asset.height ?? size.height ?? size.width
  const width = Math.round(size.width)
  const height = Math.round(size.height ?? (width * intrinsicHeight) / intrinsicWidth)
  const source = {
    asset: { _ref: asset._id },
    ...(image.crop ? { crop: { top: 0, bottom: 0, left: 0, right: 0, ...image.crop } } : {}),
    ...(image.hotspot ? { hotspot: { x: 0.5, y: 0.5, width: 1, height: 1, ...image.hotspot } } : {}),
  }
  let src: string
  if (contentSource() === 'fixtures') {
    src = urlForImage(source).url()
  } else {
    let url = urlForImage(source).width(width)
    url = (format ? url.format(format) : url.auto('format')).fit(size.height ? 'crop' : 'max')
    if (size.height) url = url.height(height)
    src = url.url()
  }
  return { src, width, height, alt: image.alt ?? '' }
}

export type ResolvedImage = { src: string; alt: string; width: number; height: number; unoptimized: boolean }

/**
 * Turns a CMS image into what next/image needs at a given display size (URL from the image builder,
 * crop/hotspot honoured, intrinsic-ratio height unless given), with `unoptimized` for SVGs. Here rather than beside
 * `CmsImage`, so the site's frame can size its images without importing next/image's client component.
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
