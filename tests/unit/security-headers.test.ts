import { describe, expect, it } from 'vitest'

import {
  siteContentSecurityPolicy,
  siteSecurityHeaders,
  studioContentSecurityPolicy,
  studioSecurityHeaders,
} from '../../lib/security-headers'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

const headerNames = (headers: { key: string }[]) => headers.map((header) => header.key)

describe('the site policy', () => {
  it('lets the browser talk only to the site when nothing is configured', () => {
    const policy = siteContentSecurityPolicy({ production: true })
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    // The privacy-enhanced video players (framed only after a click) and the CMS's files (a lesson's video).
    expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'])
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://cdn.sanity.io'])
    expect(directive(policy, 'upgrade-insecure-requests')).toEqual([])
  })

  it('adds the configured Sanity project and Supabase origins (https and their WebSocket twins)', () => {
    const policy = siteContentSecurityPolicy({
      production: true,
      sanityProjectId: 'abc123',
      supabaseUrl: 'https://xyzcompany.supabase.co/',
    })
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'wss://abc123.api.sanity.io',
      'https://xyzcompany.supabase.co',
      'wss://xyzcompany.supabase.co',
    ])
  })

  it('ignores values that are not an origin or a project id instead of widening the policy', () => {
    const policy = siteContentSecurityPolicy({
      production: true,
      sanityProjectId: 'x y*',
      supabaseUrl: 'javascript:alert(1)',
    })
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
  })

  it('allows eval and skips HSTS and upgrades only in development', () => {
    const dev = siteContentSecurityPolicy({ production: false })
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(dev, 'upgrade-insecure-requests')).toBeUndefined()
    expect(headerNames(siteSecurityHeaders({ production: false }))).not.toContain('Strict-Transport-Security')

    const production = siteContentSecurityPolicy({ production: true })
    expect(directive(production, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(headerNames(siteSecurityHeaders({ production: true }))).toContain('Strict-Transport-Security')
  })
})

describe('the Studio policy', () => {
  it('reaches any project the server is configured with at request time, and Sanity’s CDN', () => {
    const policy = studioContentSecurityPolicy({ production: true })
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.sanity.io', 'https://*.api.sanity.io', 'wss://*.api.sanity.io']),
    )
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'unsafe-eval'", 'https://sanity-cdn.com', 'https://*.sanity-cdn.com']),
    )
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
  })

  it('lets the Studio load its interface font from Sanity, and no other outside font', () => {
    const fonts = directive(studioContentSecurityPolicy({ production: true }), 'font-src') ?? []
    expect(fonts).toContain('https://design-system-static.sanity.io')
    expect(fonts.filter((source) => source.startsWith('https://') && !source.includes('sanity'))).toEqual([])
    expect(directive(siteContentSecurityPolicy({ production: true }), 'font-src')).toEqual(["'self'"])
  })

  it('sends the same non-CSP headers as the site', () => {
    const withoutCsp = (headers: { key: string; value: string }[]) =>
      headers.filter((h) => h.key !== 'Content-Security-Policy')
    expect(withoutCsp(studioSecurityHeaders({ production: true }))).toEqual(
      withoutCsp(siteSecurityHeaders({ production: true })),
    )
  })
})
