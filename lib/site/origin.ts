/** Public origin of the site (canonical URLs, Open Graph). */
export const siteOrigin = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'
