/**
 * Security headers for every response (wired in next.config.ts `headers()`, evaluated at build time).
 *
 * Scripts: the public pages are statically generated, and Next's App Router bootstraps each page with
 * inline `<script>` tags (the RSC payload, `self.__next_f.push(...)`). A nonce or hash policy would need a
 * per-request nonce, which forces every page to render dynamically; we keep pages static, so scripts are
 * `'self' 'unsafe-inline'`. What an injected inline script could do is then fenced by the rest: no other
 * script host, no plugins (`object-src 'none'`), no `<base>` hijack, forms post only here, data goes only
 * to this origin and the configured Sanity and Supabase origins, and no other site can frame ours.
 * Styles: the inline stylesheet and font faces in each page's head, and React inline `style` attributes, need
 * `'unsafe-inline'`.
 */

import { VIMEO_PLAYER_ORIGIN, YOUTUBE_PLAYER_ORIGIN } from './site/video-embed'

export interface SecurityHeaderOptions {
  /** `next build` / `next start` (true) or `next dev` (false: React's dev tools need eval, no HSTS). */
  production: boolean
  /** NEXT_PUBLIC_SANITY_PROJECT_ID at build time; the browser may read that project's API and CDN. */
  sanityProjectId?: string
  /** NEXT_PUBLIC_SUPABASE_URL at build time; the browser talks to Auth, REST and Functions there. */
  supabaseUrl?: string
}

export interface Header {
  key: string
  value: string
}

/**
 * The privacy-enhanced players of the testimonial video and of video lessons (YouTube's no-cookie host, Vimeo's
 * player asked not to track), framed only after a visitor presses play (lib/site/video-embed.ts).
 */
export const VIDEO_FRAME_ORIGINS = [YOUTUBE_PLAYER_ORIGIN, VIMEO_PLAYER_ORIGIN]
/** Where the Content Lake serves images and files (a lesson's video file and its captions among them). */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io'
/** Where the Studio checks for and loads its auto-updated modules. */
const SANITY_CDN = ['https://sanity-cdn.com', 'https://*.sanity-cdn.com']
/** Where Sanity Studio 6 loads its interface font (Inter) from. */
const SANITY_STUDIO_FONTS = 'https://design-system-static.sanity.io'
/**
 * The Content Lake stand-in of `npm run dev:connected` (SANITY_STUDIO_API_HOST): the Studio's requests go to
 * `https://localhost:<port>` and `https://<projectId>.localhost:<port>` (img-src already allows any https). Both name the staff member's own machine, never a third
 * party, and a production Studio configured for sanity.io never asks them; the policy is baked at build time, so
 * the e2e's `next start` of the ordinary build needs them too.
 */
const LOOPBACK_API = ['https://localhost:*', 'https://*.localhost:*', 'wss://localhost:*', 'wss://*.localhost:*']

/**
 * Browser features the site never uses; `()` denies them to the page and to every frame in it. Only features
 * Chromium knows: it warns in every visitor's console of one it does not (Web Bluetooth has no policy name there).
 */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'browsing-topics',
]

type Directives = Record<string, string[]>

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** An http(s) origin from a configured URL, or nothing when unset or not a URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** The secure WebSocket twin of an origin (Supabase Realtime, Sanity listeners). */
const websocketOf = (origin: string) => origin.replace(/^http/, 'ws')

function sanityOrigins(projectId: string | undefined): string[] {
  if (!projectId || !/^[a-z0-9-]+$/.test(projectId)) return []
  return [
    `https://${projectId}.api.sanity.io`,
    `https://${projectId}.apicdn.sanity.io`,
    `wss://${projectId}.api.sanity.io`,
  ]
}

function shared(production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    // 'self', not 'none': Sanity's Presentation tool previews the site inside the Studio, which is this
    // same origin. Every other origin is still refused, which is what stops clickjacking.
    'frame-ancestors': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
}

const upgrade = (production: boolean): Directives => (production ? { 'upgrade-insecure-requests': [] } : {})

/** The public site's policy. */
export function siteContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const supabase = originOf(options.supabaseUrl)
  return serialize({
    ...shared(options.production),
    'img-src': ["'self'", 'data:', 'blob:', SANITY_IMAGE_CDN],
    'media-src': ["'self'", SANITY_IMAGE_CDN],
    'connect-src': [
      "'self'",
      ...sanityOrigins(options.sanityProjectId),
      ...(supabase ? [supabase, websocketOf(supabase)] : []),
    ],
    'frame-src': VIDEO_FRAME_ORIGINS,
    ...upgrade(options.production),
  })
}

/**
 * The embedded Studio's policy: it talks to the Content Lake of whichever project the server is
 * configured with at request time (so any `*.api.sanity.io` host), loads Sanity's auto-updated modules
 * from its CDN and its interface font from Sanity's design-system host, shows user avatars from the sign-in providers' hosts, and may frame the site (Presentation).
 */
export function studioContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return serialize({
    ...shared(options.production),
    // The Studio's own dependencies evaluate code at run time (zod's JIT probe among them): the Studio is
    // a signed-in staff tool, and 'unsafe-eval' is confined to its routes; the public site never has it.
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...SANITY_CDN],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...SANITY_CDN, SANITY_STUDIO_FONTS],
    'media-src': ["'self'", 'blob:', 'https://cdn.sanity.io'],
    'connect-src': [
      "'self'",
      'https://api.sanity.io',
      'https://*.api.sanity.io',
      'wss://*.api.sanity.io',
      'https://*.apicdn.sanity.io',
      'https://cdn.sanity.io',
      ...SANITY_CDN,
      ...LOOPBACK_API,
    ],
    'frame-src': ["'self'"],
    ...upgrade(options.production),
  })
}

function common(options: SecurityHeaderOptions): Header[] {
  return [
    // Browsers ignore HSTS on plain http (RFC 6797 section 8.1), so a local `next start` is unaffected.
    ...(options.production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
}

/**
 * Uploaded files served from the site's own origin (the bundled fixture images and PDFs in local mode): an
 * SVG or PDF opened directly is a document, so it gets no script, no plugins and a sandbox. Inline styles
 * stay allowed because SVG illustrations carry `style` attributes.
 */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export function assetSecurityHeaders(options: SecurityHeaderOptions): Header[] {
  return [...common(options), { key: 'Content-Security-Policy', value: ASSET_CONTENT_SECURITY_POLICY }]
}

export function siteSecurityHeaders(options: SecurityHeaderOptions): Header[] {
  return [...common(options), { key: 'Content-Security-Policy', value: siteContentSecurityPolicy(options) }]
}

export function studioSecurityHeaders(options: SecurityHeaderOptions): Header[] {
  return [...common(options), { key: 'Content-Security-Policy', value: studioContentSecurityPolicy(options) }]
}
