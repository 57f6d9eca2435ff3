import type { Metadata, Viewport } from 'next'

import { SiteFonts } from '@/app/_components/frame/SiteFonts'
import { siteOrigin } from '@/lib/site/origin'

// Page titles, descriptions and Open Graph come from siteSettings in app/(site)/layout.tsx.
export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
}

export const viewport: Viewport = {
  themeColor: '#a63d1c',
}

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <head>
        {/* The site's fonts, cut to the characters the site uses (lib/fonts/, docs/architecture.md#fonts). In the
            head, so that its preloads are made before <body>, where Chromium lets them hold the first paint. */}
        <SiteFonts />
      </head>
      <body>{children}</body>
    </html>
  )
}
