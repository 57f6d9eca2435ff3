// @vitest-environment jsdom
import fc from 'fast-check'
import ICAL from 'ical.js'
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { describe, expect, it } from 'vitest'

import { buildRss } from '@/lib/blog/rss'
import type { CalendarEntry } from '@/lib/school/calendar'
import { buildIcs } from '@/lib/school/ics'
import { buildSitemap } from '@/lib/sitemap'
import { escapeXml, hasInvalidXmlChars, stripInvalidXmlChars } from '@/lib/text/xml-chars'

/**
 * Text pasted from a word processor can carry control characters that XML 1.0 forbids (a vertical tab
 * for a soft line break, a form feed for a page break, a NUL), and broken UTF-16 can leave a lone
 * surrogate. One such character in one title would make the whole feed unreadable, so each output is
 * parsed here with a strict parser (jsdom's XML parser refuses any character outside XML's Char set).
 */

const SITE = 'https://www.sankofa-academy.example'

/** Vertical tab, form feed, NUL, the noncharacter U+FFFE and a lone surrogate of each kind. */
const DIRTY_TITLE = 'Griots\u000B and\f memory\u0000 in\uFFFE West\uD800 Africa\uDC00'
const CLEAN_TITLE = 'Griots and memory in West Africa'
const DIRTY_EXCERPT = 'How\u000B oral historians\f keep\u0000 the past\uFFFF alive & well.\uDBFF'
const CLEAN_EXCERPT = 'How oral historians keep the past alive & well.'
const DIRTY_AUTHOR = '\u0001Amara\u001F Okafor\uDFFF'
const CLEAN_AUTHOR = 'Amara Okafor'

const LONE_SURROGATE = /\p{Surrogate}/u

/** Parses XML strictly; fails the test with the parser's own message when the document is ill-formed. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  expect(error?.textContent ?? null, 'the document parses as XML').toBeNull()
  return doc
}

const textOf = (parent: Document | Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent

describe('the rule for characters XML forbids', () => {
  it('removes C0 controls but tab, LF and CR, U+FFFE, U+FFFF and lone surrogates, and keeps the rest', () => {
    expect(stripInvalidXmlChars(DIRTY_TITLE)).toBe(CLEAN_TITLE)
    expect(stripInvalidXmlChars('a\tb\nc\rd')).toBe('a\tb\nc\rd')
    // A surrogate pair is one character (here an emoji and a Deseret letter), and stays.
    expect(stripInvalidXmlChars('Sankofa \u{1F426} \u{10400}')).toBe('Sankofa \u{1F426} \u{10400}')
    expect(stripInvalidXmlChars('\u0085 \u00A0 \uFFFD')).toBe('\u0085 \u00A0 \uFFFD')
    expect(hasInvalidXmlChars(CLEAN_TITLE)).toBe(false)
    for (const character of [
      '\u0000',
      '\u0008',
      '\u000B',
      '\f',
      '\u000E',
      '\u001F',
      '\uFFFE',
      '\uFFFF',
      '\uD800',
      '\uDFFF',
    ]) {
      expect(hasInvalidXmlChars(`a${character}b`), JSON.stringify(character)).toBe(true)
    }
    expect(escapeXml('Tom & "Jerry" <3\u000B')).toBe('Tom &amp; &quot;Jerry&quot; &lt;3')
  })

  it('makes any string safe to put in an XML element, which then reads back as the cleaned text', () => {
    const awkward = fc.constantFrom(
      '\u0000',
      '\u000B',
      '\f',
      '\u001F',
      '\uFFFE',
      '\uFFFF',
      '\uD800',
      '\uDBFF',
      '\uDC00',
      '\uDFFF',
      '\t',
      '\n',
      '\r',
      '&',
      '<',
      ']]>',
    )
    const unit = fc.oneof(awkward, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const clean = stripInvalidXmlChars(text)
        expect(hasInvalidXmlChars(clean)).toBe(false)
        expect(clean).not.toMatch(LONE_SURROGATE)
        expect(hasInvalidXmlChars(text)).toBe(clean !== text)
        // XML parsers report every CR and CRLF as LF.
        expect(parseXml(`<a>${escapeXml(text)}</a>`).documentElement.textContent).toBe(clean.replace(/\r\n?/g, '\n'))
      }),
      { numRuns: 300 },
    )
  })
})

describe('RSS feed with control characters from the CMS', () => {
  const feed = buildRss({
    title: 'Sankofa\u000B Academy Blog',
    description: 'Stories\f from our educators',
    siteUrl: SITE,
    blogPath: '/blog',
    feedPath: '/blog/rss.xml',
    language: 'en-us',
    items: [
      {
        title: DIRTY_TITLE,
        path: '/blog/griots-and-memory',
        description: DIRTY_EXCERPT,
        publishedAt: '2025-10-21',
        category: 'History\u0000',
        author: DIRTY_AUTHOR,
      },
    ],
  })

  it('still parses, and reads as the text without the invisible characters', () => {
    const doc = parseXml(feed)
    const item = doc.getElementsByTagName('item')[0]!
    expect(textOf(item, 'title')).toBe(CLEAN_TITLE)
    expect(textOf(item, 'description')).toBe(CLEAN_EXCERPT)
    expect(textOf(item, 'dc:creator')).toBe(CLEAN_AUTHOR)
    expect(textOf(item, 'category')).toBe('History')
    const channel = doc.getElementsByTagName('channel')[0]!
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe('Sankofa Academy Blog')
    expect(textOf(channel, 'description')).toBe('Stories from our educators')
    expect(feed).not.toMatch(LONE_SURROGATE)
  })

  it('keeps tab, line feed and carriage return, which XML allows', () => {
    const doc = parseXml(
      buildRss({
        title: 'Blog',
        description: 'a\tb\nc',
        siteUrl: SITE,
        blogPath: '/blog',
        feedPath: '/blog/rss.xml',
        language: 'en-us',
        items: [],
      }),
    )
    expect(textOf(doc.getElementsByTagName('channel')[0]!, 'description')).toBe('a\tb\nc')
  })
})

describe('sitemap with control characters from the CMS', () => {
  it('still parses once Next writes it out, with every URL and date readable', async () => {
    const entries = await buildSitemap(
      SITE,
      [{ path: '/', budgetKib: 155, sitemap: true }],
      [
        {
          appRoute: '/blog/[slug]',
          list: async () => [
            { path: '/blog/griots\u000B-and\f-memory\u0000\uFFFE\uD800', lastModified: '2026-10-01T08:00:00Z\u000B' },
            // A query string keeps its "&" raw in a URL; XML needs it escaped.
            { path: '/blog?category=history&page=2' },
          ],
        },
      ],
    )
    // Next writes each entry's fields into the XML as they are (it escapes nothing), so this is what is served.
    const xml = resolveSitemap(entries)
    const doc = parseXml(xml)
    const locs = Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent)
    expect(locs).toEqual([
      `${SITE}/`,
      new URL('/blog/griots\u000B-and\f-memory\u0000\uFFFE\uD800', SITE).href,
      `${SITE}/blog?category=history&page=2`,
    ])
    expect(Array.from(doc.getElementsByTagName('lastmod'), (lastmod) => lastmod.textContent)).toEqual([
      '2026-10-01T08:00:00Z',
    ])
    expect(xml).not.toMatch(LONE_SURROGATE)
  })
})

describe('iCalendar file with control characters from the CMS', () => {
  const entry: CalendarEntry = {
    id: 'griot-night',
    title: DIRTY_TITLE,
    type: 'cultural',
    date: '2025-11-14',
    time: '18:30',
    description: `${DIRTY_EXCERPT}\rSecond line`,
    keyDate: false,
    source: { id: 'calendarEvent-griot-night', type: 'calendarEvent', path: 'title' },
  }
  const text = buildIcs([entry], {
    name: 'Sankofa\u000B Academy events',
    host: 'www.sankofa-academy.example',
    pageUrl: `${SITE}/events`,
    stamp: new Date('2025-07-01T12:00:00Z'),
  })

  it('carries no control character other than the CRLF line endings, and no lone surrogate', () => {
    const unfolded = text.replace(/\r\n /g, '').replace(/\r\n/g, '')
    expect(unfolded).not.toMatch(/[\u0000-\u001F\u007F\uFFFE\uFFFF]/)
    expect(text).not.toMatch(LONE_SURROGATE)
  })

  it('parses with ical.js and reads as the text without the invisible characters', () => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Sankofa Academy events')
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(event!.summary).toBe(CLEAN_TITLE)
    // A lone carriage return is a line break too: it is written as an escaped newline, not a raw CR.
    expect(event!.description).toBe(`${CLEAN_EXCERPT}\nSecond line`)
  })
})
