import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { siteOrigin } from './_components/siteOrigin'
import './globals.css'

// Self-hosted variable fonts from @fontsource-variable: no request leaves the site at build or run time.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})

const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
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
