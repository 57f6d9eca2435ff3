/**
 * lib/content — the one door for CMS content (server code only: Server Components, route
 * handlers, generateMetadata). Pages never know whether content comes from the Content Lake or
 * the bundled fixtures.
 *
 * Exports:
 *   fetchContent(query, params?, { revalidate? })  Promise<typed result>
 *       query: one of the constants below; the result type follows the query (typegen), and its cache
 *       tags are the ones declared under it in its domain's queries.ts (lib/<domain>/queries.ts).
 *       e.g. const settings = await fetchContent(SITE_SETTINGS_QUERY)   // SITE_SETTINGS_QUERY_RESULT
 *       Left out, draft mode decides what it shows; { read: PUBLISHED } for metadata, feeds and the sitemap.
 *   loadSingleton(query, type)  the page document a route cannot render without; throws a clear error when missing
 *   urlForImage(image)  @sanity/image-url ImageUrlBuilder in both modes: urlForImage(img).width(600).url()
 *   imageProps(image, { width, height? })  { src, width, height, alt } | null  for next/image
 *       (local mode: SVG under /fixture-images/..., shown `unoptimized` by CmsImage.
 *        Connected mode: cdn.sanity.io URLs, sized per srcset width by the CDN through next/image's
 *        loader, lib/content/image-loader.ts; this server's /_next/image optimizer is off)
 *   isSanityConfigured()   true when NEXT_PUBLIC_SANITY_PROJECT_ID is set (what the Studio needs)
 *   contentSource()        'fixtures' | 'sanity' ('sanity' only with CONTENT_SOURCE=sanity + project id)
 *   sanityEnv              { projectId: string | undefined, dataset, apiVersion }
 *   CONTENT_CACHE_TAG      'sanity' — every connected read carries it (revalidateTag('sanity'))
 *
 * Images: every queried image is { alt, crop, hotspot, asset: { _id, url, mimeType, width, height, lqip } }.
 */
export { fetchContent, CONTENT_CACHE_TAG, type ContentResult, type FetchContentOptions } from './fetch'
export { loadSingleton } from './load-singleton'
export { contentSource, isSanityConfigured, sanityEnv, type ContentSource } from './env'
export { imageProps, urlForImage, type ImageProps, type QueriedImage } from './image'
