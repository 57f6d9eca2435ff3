import { fileURLToPath } from 'node:url'

import type { NextConfig } from 'next'

import {
  assetSecurityHeaders,
  siteSecurityHeaders,
  studioSecurityHeaders,
  type SecurityHeaderOptions,
} from './lib/security-headers'
import { hostingConfig } from './lib/site/hosting'

// Read once at build time: the CSP's connect-src names the configured Sanity and Supabase origins (none when unset).
const headerOptions: SecurityHeaderOptions = {
  production: process.env.NODE_ENV === 'production',
  sanityProjectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
}

// The site's stylesheet, imported as `app/globals.css?site-sheet` by its one user, SiteStylesheet: on the server a
// string to inline, in the browser the address of the same sheet as a file. `?route-sheets` is each public page's
// own part of it, for the server only (docs/architecture.md#the-stylesheet).
const siteSheetLoader = fileURLToPath(new URL('./lib/styles/site-sheet-loader.mjs', import.meta.url))
// A production build writes every Tailwind class by a short name, in the sheets above and in the site's own files
// (app/, lib/), so each document is lighter (docs/architecture.md#short-class-names).
const classNameLoader = fileURLToPath(new URL('./lib/styles/class-name-loader.mjs', import.meta.url))
const renameClasses = {
  condition: { all: ['production' as const, { not: 'foreign' as const }] },
  loaders: [classNameLoader],
}

const nextConfig: NextConfig = {
  // Separate build folders let several production builds (e.g. test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Self-hosted: a standalone server whose page cache is shared through Redis when REDIS_URL is set and never keeps
  // a 404 (lib/cache/page-cache-handler.mjs says why). On Vercel: neither (lib/site/hosting.ts).
  ...hostingConfig(process.env, fileURLToPath(new URL('./lib/cache/page-cache-handler.mjs', import.meta.url))),
  // `npm test` runs `tsc --noEmit` over the whole repo; skipping the duplicate check keeps builds fast.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    // Above-the-fold art (app/_components/ui/InlineArt.tsx) and the footer (FooterFromDocument.tsx) are read on the
    // server while it renders the HTML; the browser's build gets stand-ins that read nothing, so no file read, fetch
    // or content query of the server's ships to it.
    resolveAlias: {
      '@/lib/content/inline-art-source': { browser: './lib/content/inline-art-source.browser.ts' },
      '@/app/_components/frame/footer/published-footer': {
        browser: './app/_components/frame/footer/published-footer.browser.ts',
      },
      '@/app/(site)/educators/_components/published-educator-bio': {
        browser: './app/(site)/educators/_components/published-educator-bio.browser.ts',
      },
    },
    rules: {
      '*.css': [
        {
          condition: { all: [{ query: '?site-sheet' }, { not: 'browser' }] },
          loaders: [{ loader: siteSheetLoader, options: { output: 'module' } }],
          as: '*.js',
        },
        {
          condition: { all: [{ query: '?site-sheet' }, 'browser'] },
          loaders: [{ loader: siteSheetLoader, options: { output: 'css' } }],
          type: 'asset',
        },
        {
          condition: { all: [{ query: '?route-sheets' }, { not: 'browser' }] },
          loaders: [{ loader: siteSheetLoader, options: { output: 'routes' } }],
          as: '*.js',
        },
        {
          condition: { all: [{ query: '?route-sheets' }, 'browser'] },
          loaders: [{ loader: siteSheetLoader, options: { output: 'none' } }],
          as: '*.js',
        },
      ],
      '*.tsx': [renameClasses],
      '*.ts': [renameClasses],
      // A web font imported as `lib/fonts/<name>.woff2?font-url` is its address, content-hashed under
      // /_next/static/media/ (app/_components/frame/SiteFonts.tsx).
      '*.woff2': [{ condition: { query: '?font-url' }, loaders: [], type: 'asset' }],
    },
  },
  // Turbopack keeps a build cache on disk so a developer's next build is faster. A clean-clone CI run builds
  // each folder once, so writing it is wasted work there (.ci/run sets NEXT_BUILD_CACHE=off).
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Stylesheets go into the page's <head> instead of a <link>: on a phone a linked stylesheet is a second round
    // trip before anything paints, and it held every page's first paint back by about 0.8 s in the benchmark
    // (docs/benchmark.md). The fonts are `optional` for the same reason (app/_components/frame/SiteFonts.tsx). This
    // covers what Next compiles (the Studio's notice); the site's own sheet and the fonts' face rules are inlined
    // by client components, once (siteSheetLoader above, docs/architecture.md#the-stylesheet).
    inlineCss: true,
  },
  // Images are sized by Sanity's image CDN, never by this server: next/image asks the loader for the URL of each
  // srcset width (lib/content/image-loader.ts), and the optimizer at /_next/image is off (404 for any address).
  // It kept a resized copy on disk for every spelling of an image address (`/x/../icon.png`, extra query keys).
  // No local path and no remote host is allowed either, so turning the loader off would refuse, not store.
  images: {
    loader: 'custom',
    loaderFile: './lib/content/image-loader.ts',
    localPatterns: [],
    remotePatterns: [],
  },
  async headers() {
    const studio = studioSecurityHeaders(headerOptions)
    return [
      // Every response; for the same key a later rule wins, so the Studio's and the assets' policies
      // replace the site's there (a route's own header would be overwritten by these rules).
      { source: '/:path*', headers: siteSecurityHeaders(headerOptions) },
      { source: '/studio', headers: studio },
      { source: '/studio/:path*', headers: studio },
      { source: '/fixture-images/:path*', headers: assetSecurityHeaders(headerOptions) },
      // The welcome packets are files too (PDFs the site writes), not pages.
      { source: '/programs/welcome-packet/:path*', headers: assetSecurityHeaders(headerOptions) },
    ]
  },
}

export default nextConfig
