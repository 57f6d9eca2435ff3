import type { NextConfig } from 'next'

import { siteSecurityHeaders, studioSecurityHeaders, type SecurityHeaderOptions } from './lib/security-headers'

// Read once at build time: the CSP's connect-src names the configured Sanity and Supabase origins (none when unset).
const headerOptions: SecurityHeaderOptions = {
  production: process.env.NODE_ENV === 'production',
  sanityProjectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
}

const nextConfig: NextConfig = {
  // Separate build folders let several production builds (e.g. test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole repo; skipping the duplicate check keeps builds fast.
  typescript: { ignoreBuildErrors: true },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async headers() {
    const studio = studioSecurityHeaders(headerOptions)
    return [
      // Every response; for the same key a later rule wins, so the Studio's policy replaces the site's there.
      { source: '/:path*', headers: siteSecurityHeaders(headerOptions) },
      { source: '/studio', headers: studio },
      { source: '/studio/:path*', headers: studio },
    ]
  },
}

export default nextConfig
