/**
 * Which links from the CMS the site renders, and how. The Portable Text renderer and the Studio's link
 * annotation both ask `linkTarget`, so what an editor can save and what a reader can click are the same
 * set: an http(s) address, mail, a phone number, or a reference that stays on the site's own origin.
 *
 * Everything is decided on the URL as the WHATWG URL parser reads it (the parser browsers use): it drops
 * leading and trailing spaces and controls, removes tabs and newlines anywhere, lower-cases the scheme
 * and treats a backslash like a slash in http(s) URLs. Checking the raw string instead is how
 * ` java\tscript:` or `/\evil.example` (which a browser opens on evil.example) slip through.
 */

/** The schemes a link may use. Anything else (javascript:, data:, vbscript:, file:, blob:…) is refused. */
export const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const

export type LinkTarget =
  /** A path, query or fragment on this site: stays in the tab. `href` is the editor's text, cleaned. */
  | { kind: 'internal'; href: string }
  /** Another site over http(s): opens in a new tab. `href` is the parsed, normalised URL. */
  | { kind: 'external'; href: string }
  /** mailto: or tel:, normalised: handled by the reader's mail or phone app, so it stays in the tab. */
  | { kind: 'contact'; href: string }

/**
 * Two unrelated pages a relative reference is resolved against. A reference that lands on each page's
 * own origin from both stays on whatever origin the site is served from (production, a preview or
 * localhost), which is what "internal" has to mean when the real origin is not known here.
 */
const PAGE_BASES = ['https://page-a.invalid/some/page', 'http://page-b.invalid/other/page'].map((base) => new URL(base))

/** What the URL parser strips before it reads anything: leading/trailing C0 controls and spaces; tab, LF, CR anywhere. */
const PARSER_IGNORED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g

/** A scheme as the parser recognises one: a letter, then letters, digits, "+", "-" or ".", then ":". */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Two slashes in any direction start a host ("//host", "/\host", "\\host"), not a path. */
const STARTS_WITH_AUTHORITY = /^[/\\]{2}/

const parse = (href: string, base?: string): URL | null => {
  try {
    return new URL(href, base)
  } catch {
    return null
  }
}

/** A URL with a user name or password disguises its host ("https://our-site.example@evil.example"). */
const hasCredentials = (url: URL) => url.username !== '' || url.password !== ''

function absoluteTarget(url: URL | null): LinkTarget | null {
  if (!url) return null
  if (url.protocol === 'https:' || url.protocol === 'http:') {
    return url.host && !hasCredentials(url) ? { kind: 'external', href: url.href } : null
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'contact', href: url.href }
  return null
}

/** How to render a link from the CMS, or null when it must render as plain text. */
export function linkTarget(href: string | null | undefined): LinkTarget | null {
  if (typeof href !== 'string') return null
  const cleaned = href.replace(PARSER_IGNORED, '')
  if (cleaned === '') return null

  // An absolute URL. Its normalised form is what gets rendered, so the browser follows exactly the URL
  // checked here (e.g. "https:foo" is written out as https://foo/).
  if (HAS_SCHEME.test(cleaned)) return absoluteTarget(parse(cleaned))

  if (STARTS_WITH_AUTHORITY.test(cleaned)) {
    // "//host/path" is another site on the page's own scheme, as the renderer has always treated it;
    // it is written out as https. Any backslash variant is only ever a way to disguise a host: refused.
    return cleaned.startsWith('//') ? absoluteTarget(parse(`https:${cleaned}`)) : null
  }

  // A path, query or fragment. It must resolve to the page's own origin from every base; it is rendered
  // as written (cleaned), never re-serialised: a normalised path such as "/.//evil.example" → "//evil.example"
  // would turn into a link to another host.
  const staysOnSite = PAGE_BASES.every((base) => parse(cleaned, base.href)?.origin === base.origin)
  return staysOnSite ? { kind: 'internal', href: cleaned } : null
}

/** The Studio's message for a link `linkTarget` refuses. */
export const LINK_REFUSED_MESSAGE =
  'Use a full address (https://…), a path on this site (/events), mailto: or tel:. Other kinds of link (javascript:, data:, file:, or addresses that hide their host) are not allowed.'
