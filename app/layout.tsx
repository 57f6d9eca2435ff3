import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { siteOrigin } from '@/lib/site/origin'
import './globals.css'

// The site's two fonts, cut down from @fontsource-variable to the characters the site and its content use
// (lib/fonts/, docs/architecture.md#fonts): no request leaves the site at build or run time. Both stay preloaded
// with next/font's metric-adjusted fallback: a font that arrives after the first paint shifts the layout when it
// swaps in (CLS 0.035 measured with Fraunces's 700 weight not preloaded).
const inter = localFont({
  src: '../lib/fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})

const fraunces = localFont({
  src: '../lib/fonts/fraunces.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
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
