import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ProseLink } from '@/app/_components/ui/portable/ProseLink'
import { LINK_SCHEMES, linkTarget } from '@/lib/content/link-href'

/**
 * Links from the CMS are rendered only when they are http(s), mail, phone or a path that stays on the
 * site; anything else (data:, javascript:, vbscript:, file:, a backslash trick that browsers resolve to
 * another host) becomes plain text, so a mistake or a compromised editor account cannot run script or
 * send readers elsewhere under the look of an on-site link.
 */

/** ProseLink is a plain function component (no hooks), so calling it gives the element React would render. */
const render = (href: string | undefined) => renderToStaticMarkup(ProseLink({ href, children: 'Read more' }))

describe('ProseLink', () => {
  it.each([
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///C:/Windows/win.ini',
    'javascript:alert(1)',
    '  java\tscript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https://www.sankofa-academy.example@evil.example/',
    '   ',
  ])('renders %j as plain text', (href) => {
    expect(render(href)).toBe('Read more')
  })

  it.each(['/events', '/blog/griots#roots', '#top', '?page=2', '/blog\\griots'])(
    'keeps %j on the site, in the same tab',
    (href) => {
      const html = render(href)
      expect(html).toMatch(/^<a href="[^"]*" class="[^"]*">Read more<\/a>$/)
      expect(html).not.toContain('target=')
    },
  )

  it.each([
    ['https://en.wikipedia.org/wiki/Sankofa', 'https://en.wikipedia.org/wiki/Sankofa'],
    [' HTTPS://Example.org/a b ', 'https://example.org/a%20b'],
    ['http://example.org', 'http://example.org/'],
    ['//example.org/path', 'https://example.org/path'],
    // The parser drops the tab: this is "//evil.example", shown for what it is, another site.
    [' /\t/evil.example', 'https://evil.example/'],
  ])('opens %j in a new tab, as %j', (href, rendered) => {
    const html = render(href)
    expect(html).toContain(`href="${rendered}"`)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it.each([
    ['mailto:hello@sankofa-academy.example', 'mailto:hello@sankofa-academy.example'],
    ['TEL:+15555550100', 'tel:+15555550100'],
  ])('links %j in the same tab', (href, rendered) => {
    const html = render(href)
    expect(html).toContain(`href="${rendered}"`)
    expect(html).not.toContain('target=')
  })

  it('renders no link without an href', () => {
    expect(render(undefined)).toBe('Read more')
  })
})

/** Real pages the rendered href could be resolved against: production, and a local server over http. */
const PAGES = ['https://www.sankofa-academy.example/blog/griots-and-memory', 'http://localhost:3000/events'].map(
  (page) => new URL(page),
)
const ALLOWED_PROTOCOLS = new Set(LINK_SCHEMES.map((scheme) => `${scheme}:`))

describe('linkTarget', () => {
  it('sorts the links editors write', () => {
    expect(linkTarget('/events')).toEqual({ kind: 'internal', href: '/events' })
    expect(linkTarget(' /events\n')).toEqual({ kind: 'internal', href: '/events' })
    expect(linkTarget('https://en.wikipedia.org/wiki/Kwanzaa')).toEqual({
      kind: 'external',
      href: 'https://en.wikipedia.org/wiki/Kwanzaa',
    })
    expect(linkTarget('//example.org')).toEqual({ kind: 'external', href: 'https://example.org/' })
    expect(linkTarget('MailTo:hello@sankofa-academy.example')).toEqual({
      kind: 'contact',
      href: 'mailto:hello@sankofa-academy.example',
    })
    expect(linkTarget('tel:+15555550100')).toEqual({ kind: 'contact', href: 'tel:+15555550100' })
    // "/.//evil.example" stays on the site as written; re-serialised it would be "//evil.example".
    expect(linkTarget('/.//evil.example')).toEqual({ kind: 'internal', href: '/.//evil.example' })
    for (const refused of [
      undefined,
      null,
      '',
      ' \t',
      'data:,hi',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://a.example/1',
      '/\\evil.example',
      '\\\\evil.example',
      'https://user:pw@example.org/',
      'ftp://example.org/',
    ]) {
      expect(linkTarget(refused), JSON.stringify(refused)).toBeNull()
    }
  })

  // Pieces of hrefs an attacker (or a clumsy paste) might combine: schemes in any case, with whitespace,
  // controls, tabs and newlines in and around them, slashes both ways, encoded characters and hosts.
  const scheme = fc
    .constantFrom(
      'javascript',
      'data',
      'vbscript',
      'file',
      'blob',
      'about',
      'ftp',
      'intent',
      'http',
      'https',
      'mailto',
      'tel',
      'jav&#x09;ascript',
      'java%0Ascript',
    )
    .chain((name) =>
      fc
        .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
        .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
    )
  const noise = fc.constantFrom(
    '',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u001F',
    '\u000B',
    '\f',
    '\u00A0',
    '\u2028',
    '%09',
    '%20',
  )
  const interleave = (text: string) =>
    fc
      .array(noise, { minLength: text.length + 1, maxLength: text.length + 1 })
      .map((gaps) => [...text].map((c, i) => `${gaps[i]}${c}`).join('') + gaps[text.length])
  const separator = fc.constantFrom(':', '%3A', '&#58;', '&colon;', ' :', '\t:')
  const slashes = fc.constantFrom(
    '',
    '/',
    '//',
    '///',
    '/\\',
    '\\/',
    '\\\\',
    '\\',
    '%2F%2F',
    '/%5C',
    './/',
    '/.//',
    '/\t/',
    '\n//',
  )
  const host = fc.constantFrom(
    'evil.example',
    'www.sankofa-academy.example',
    'page-a.invalid',
    'localhost:3000',
    'user:pw@evil.example',
    'www.sankofa-academy.example@evil.example',
    '[::1]',
    '127.0.0.1',
    '',
  )
  const rest = fc.constantFrom(
    '',
    '/path',
    '/a/../../b',
    '?q=1&r=2',
    '#frag',
    'alert(1)',
    ',<script>alert(1)</script>',
    '%00',
    '/%2e%2e/',
    '\\x',
  )
  const structured = fc
    .tuple(
      noise,
      fc.option(fc.tuple(scheme.chain(interleave), separator), { nil: undefined }),
      slashes,
      host,
      rest,
      noise,
    )
    .map(
      ([lead, schemePart, slash, name, tail, trail]) =>
        `${lead}${schemePart ? schemePart.join('') : ''}${slash}${name}${tail}${trail}`,
    )
  const alphabet = fc.constantFrom(
    '/',
    '\\',
    ':',
    '.',
    '@',
    '?',
    '#',
    '%',
    '&',
    ';',
    'a',
    'j',
    's',
    'h',
    't',
    'p',
    ' ',
    '\t',
    '\n',
    '\u0000',
    'e',
  )
  const hrefs = fc.oneof(structured, fc.string({ unit: alphabet, maxLength: 24 }), fc.string({ maxLength: 24 }))

  it('never returns a disallowed scheme or calls an off-site URL internal (property)', () => {
    fc.assert(
      fc.property(hrefs, (href) => {
        const target = linkTarget(href)
        if (!target) return
        for (const page of PAGES) {
          const resolved = new URL(target.href, page)
          expect(ALLOWED_PROTOCOLS.has(resolved.protocol), `${JSON.stringify(href)} → ${resolved.href}`).toBe(true)
          if (target.kind === 'internal') {
            // Both what is rendered and what the editor wrote stay on the page's origin.
            expect(resolved.origin, JSON.stringify(href)).toBe(page.origin)
            expect(new URL(href, page).origin, JSON.stringify(href)).toBe(page.origin)
          } else if (target.kind === 'external') {
            expect(['http:', 'https:']).toContain(resolved.protocol)
            expect(resolved.href).toBe(target.href)
            expect(resolved.username + resolved.password).toBe('')
          } else {
            expect(['mailto:', 'tel:']).toContain(resolved.protocol)
          }
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('keeps what it accepts stable: a rendered href reads the same the second time', () => {
    fc.assert(
      fc.property(hrefs, (href) => {
        const target = linkTarget(href)
        if (target) expect(linkTarget(target.href)).toEqual(target)
      }),
      { numRuns: 1000 },
    )
  })
})
