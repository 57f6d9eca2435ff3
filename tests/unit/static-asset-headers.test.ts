import { describe, expect, it } from 'vitest'

import { siteSecurityHeaders, studioSecurityHeaders } from '../../lib/security-headers'
import { caddyHeaderDirectives, staticAssetHeaders } from '../../scripts/static-asset-headers'

const site = siteSecurityHeaders({ production: true })
const studio = studioSecurityHeaders({ production: true })

/** The rules as `next build` writes them into routes-manifest.json (next.config.ts `headers()`). */
const manifest = {
  version: 3,
  headers: [
    { source: '/:path*', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: site },
    { source: '/studio/:path*', regex: '^/studio(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: studio },
  ],
}

describe("the built assets' headers, for a proxy that serves them", () => {
  it("are the site's security headers: the rule for every path, not the Studio's", () => {
    expect(staticAssetHeaders(manifest)).toEqual(new Map(site.map(({ key, value }) => [key, value])))
    expect(staticAssetHeaders(manifest).get('Content-Security-Policy')).toMatch(/^default-src 'self';/)
  })

  it("take a later matching rule's value, and leave out rules that ask something of the request", () => {
    const later = {
      source: '/_next/:path*',
      regex: '^/_next(?:/.*)?$',
      headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
    }
    const onlyWithCookie = {
      ...later,
      headers: [{ key: 'X-Robots-Tag', value: 'none' }],
      has: [{ type: 'cookie', key: 'a' }],
    }
    const headers = staticAssetHeaders({ headers: [...manifest.headers, later, onlyWithCookie] })
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.has('X-Robots-Tag')).toBe(false)
  })

  it("refuse a manifest that is not the build's", () => {
    expect(() => staticAssetHeaders({ headers: [{ source: '/:path*' }] })).toThrow()
  })

  it("are written as Caddy's header directives, quotes escaped, a backslash refused", () => {
    expect(
      caddyHeaderDirectives(
        new Map([
          ['X-Content-Type-Options', 'nosniff'],
          ['X-Note', 'say "jambo"'],
        ]),
      ),
    ).toBe('header X-Content-Type-Options "nosniff"\nheader X-Note "say \\"jambo\\""\n')
    expect(() => caddyHeaderDirectives(new Map([['X-Path', 'C:\\site']]))).toThrow(/backslash/)
  })
})
