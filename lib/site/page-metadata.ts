import type { Metadata } from 'next'

import { contentSource } from '@/lib/content/env'
import { imageProps, type QueriedImage } from '@/lib/content/image'
import { PUBLISHED } from '@/lib/content/loader'

import { loadSiteSettings } from './content'

interface Seo {
  title: string
  description: string
}

type OpenGraph = NonNullable<Metadata['openGraph']>

/** The size of a link preview's picture: Open Graph's large card. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * A CMS image as a link preview's picture, cropped to the large card around its hotspot; none without an asset. In
 * JPEG whatever was uploaded: the apps that draw previews read it everywhere, not always WebP, AVIF or SVG. In local
 * mode no image CDN crops it: the fixture file is sent as it is, so its own size is the one declared.
 */
export function sharePictures(image: QueriedImage | null | undefined): OpenGraph['images'] {
  const picture = imageProps(image, SHARE_IMAGE_SIZE, 'jpg')
  if (!picture) return undefined
  const asset = image?.asset
  const size =
    contentSource() === 'fixtures' && asset?.width && asset.height
      ? { width: asset.width, height: asset.height }
      : { width: picture.width, height: picture.height }
  return [{ url: picture.src, ...size, alt: picture.alt }]
}

/**
 * What a link to a page shows where it is shared (docs/behaviour.md#link-previews). Next replaces the layout's
 * `openGraph` with a page's rather than merging the two, so every page's preview names the school and its kind here,
 * and shows the site's picture (Site settings) unless the page gives its own. X reads this too: the layout asks it
 * for the large card, and Next fills X's title and description from these.
 */
export async function linkPreview(page: OpenGraph & { title: string; description: string }): Promise<OpenGraph> {
  const settings = await loadSiteSettings(PUBLISHED)
  return { type: 'website', siteName: settings.title, ...page, images: page.images ?? sharePictures(settings.ogImage) }
}

/** A page's title, description, canonical and link preview from its CMS document (the layout adds the site title). */
export async function pageMetadata(seo: Seo | null | undefined, path: string): Promise<Metadata> {
  if (!seo) return { alternates: { canonical: path } }
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: path },
    openGraph: await linkPreview({ title: seo.title, description: seo.description, url: path }),
  }
}

interface CodePage {
  title: string
  /** The description, given the school's name (Site settings → Site title). */
  description: (school: string) => string
  robots?: Metadata['robots']
}

/**
 * The metadata of a page whose words are code (sign-in, the confirmation pages) but name the school: the
 * name is the published Site settings title, so renaming the school renames it here too. Metadata never
 * reads drafts (docs/architecture.md#the-content-door).
 */
export async function codePageMetadata(path: string, page: CodePage): Promise<Metadata> {
  const { title: school } = await loadSiteSettings(PUBLISHED)
  return {
    title: page.title,
    description: page.description(school),
    alternates: { canonical: path },
    ...(page.robots ? { robots: page.robots } : {}),
  }
}

/** The tab title of an address with no page: "Page not found · <site title>" (docs/behaviour.md#not-found-pages). */
export const notFoundTitle = (school: string) => `Page not found · ${school}`

/**
 * The metadata of the site's 404 page. Next applies a not-found file's own metadata only at the app's root, so
 * `app/(site)/not-found.tsx` cannot name the tab: the routes that end in it (the catch-all, an unknown blog post
 * or category) return this from their own `generateMetadata`. The title is absolute: it names the school itself.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const { title: school } = await loadSiteSettings(PUBLISHED)
  return { title: { absolute: notFoundTitle(school) }, robots: { index: false } }
}
