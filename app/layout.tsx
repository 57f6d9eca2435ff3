import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'

import { siteOrigin } from '@/lib/site/origin'

// The site's two fonts, cut down from @fontsource-variable to the characters the site and its content use
// (lib/fonts/, docs/architecture.md#fonts): no request leaves the site at build or run time. Both are preloaded
// and `optional`: the page's CSS is inline (next.config.ts), so a phone paints before a font can arrive, and a
// font swapped in after that paint would move the text (CLS 0.025 on /about with `swap`). With `optional` Chromium
// uses a font only when it is there for the first paint; on a slow first visit that page keeps the
// metric-adjusted fallback and the next page has the font from the cache.
const inter = localFont({
  src: '../lib/fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  // The fallback faces are app/globals.css's own, measured against the installed fonts they scale.
  adjustFontFallback: false,
  variable: '--font-inter',
})

// A serif face: its fallback is Georgia (or Noto Serif), never Times New Roman, a serif of another shape.
const fraunces = localFont({
  src: '../lib/fonts/fraunces.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: false,
  variable: '--font-fraunces',
})

// Page titles, descriptions and Open Graph come from siteSettings in app/(site)/layout.tsx.
export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
}

export const viewport: Viewport = {
  themeColor: '#a63d1c',
}

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body>{children}</body>
    </html>
  )
}
