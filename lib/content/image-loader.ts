import type { ImageLoaderProps } from 'next/image'

/**
 * next/image's loader for every image on the site (`images.loaderFile` in next.config.ts). next/image still
 * picks the srcset widths (Next's default device and image sizes) and the `sizes`; this only says where each
 * width comes from, so `/_next/image` is never used and this server never resizes or stores an image.
 *
 * - A Sanity CDN image (`https://cdn.sanity.io/images/…`, built by `imageProps` in lib/content/image.ts with the
 *   display size, `fit`, `auto=format` and the `rect` of the editor's crop or hotspot) is asked of the CDN at
 *   that width: `w` becomes the width, `h` (a fixed-ratio crop) follows in proportion, `rect` stays, and `q` is
 *   the quality (75, what `/_next/image` used). A width past what the cropped source holds is asked at the
 *   source's width, as the optimizer never enlarged either.
 * - Anything else is returned as it is: the fixture images under /fixture-images and the files in public/ are
 *   served at their one size (the fixture route ignores query parameters), and SVG art is `unoptimized`, so
 *   next/image does not call this for it at all.
 *
 * This file is part of every page that shows an image: keep it free of imports. It has no `'use client'`, unlike
 * Next's example loader: the server also calls it, through `getImageProps`, for the images of the frame every page
 * shares (app/_components/ui/image-attributes.ts), and a client module's function cannot be called on the server.
 */

const SANITY_IMAGES = 'https://cdn.sanity.io/images/'
export const DEFAULT_IMAGE_QUALITY = 75

type Param = [key: string, value: string]

/** The pixel size of the part of the source the URL shows: its `rect`, else the original size in its name. */
function sourceSize(path: string, params: Param[]): { width: number; height: number } | null {
  const rect = params
    .find(([key]) => key === 'rect')?.[1]
    .split(',')
    .map(Number)
  if (rect?.length === 4 && rect.every((n) => Number.isFinite(n) && n >= 0)) {
    return { width: rect[2] ?? 0, height: rect[3] ?? 0 }
  }
  const size = /-(\d+)x(\d+)\.[a-z0-9]+$/i.exec(path)
  return size ? { width: Number(size[1]), height: Number(size[2]) } : null
}

export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (!src.startsWith(SANITY_IMAGES)) return src
  const queryAt = src.indexOf('?')
  const path = queryAt === -1 ? src : src.slice(0, queryAt)
  const params: Param[] = (queryAt === -1 ? '' : src.slice(queryAt + 1))
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=')
      return equals === -1 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)]
    })

  const shownWidth = Number(params.find(([key]) => key === 'w')?.[1])
  const shownHeight = Number(params.find(([key]) => key === 'h')?.[1])
  const ratio = shownWidth > 0 && shownHeight > 0 ? shownHeight / shownWidth : null
  const source = sourceSize(path, params)
  let w = Math.max(1, Math.round(width))
  if (source && source.width > 0) {
    const widest = ratio && source.height > 0 ? Math.min(source.width, source.height / ratio) : source.width
    w = Math.max(1, Math.min(w, Math.floor(widest)))
  }

  const set: Record<string, string> = {
    w: String(w),
    ...(ratio ? { h: String(Math.max(1, Math.round(w * ratio))) } : {}),
    q: String(quality ?? DEFAULT_IMAGE_QUALITY),
  }
  const kept = params.map(([key, value]): Param => [key, set[key] ?? value])
  for (const key of Object.keys(set)) if (!params.some(([name]) => name === key)) kept.push([key, set[key] ?? ''])
  return `${path}?${kept.map(([key, value]) => `${key}=${value}`).join('&')}`
}
