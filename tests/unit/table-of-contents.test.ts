import { describe, expect, it } from 'vitest'

import { headingId, tableOfContents } from '@/lib/site/table-of-contents'

const block = (key: string, style: string, text: string) => ({
  _key: key,
  _type: 'block',
  style,
  children: [{ text }],
})

describe('a page’s table of contents', () => {
  it('lists each heading, with its subheadings under it, then each FAQ topic', () => {
    const body = [
      block('intro', 'normal', 'We collect only what we need.'),
      block('h-collect', 'h2', 'What we collect and why'),
      block('h-account', 'h3', 'Your account'),
      block('p1', 'normal', 'Your e-mail address.'),
      block('h-progress', 'h3', 'Lesson progress'),
      block('h-where', 'h2', 'Where it is kept'),
      { _key: 'contact', _type: 'contactDetails' },
    ]
    const { entries, idByKey } = tableOfContents(body, [{ _key: 'enrolment', title: 'Enrolment' }])
    expect(entries).toEqual([
      {
        id: 'what-we-collect-and-why',
        text: 'What we collect and why',
        children: [
          { id: 'your-account', text: 'Your account', children: [] },
          { id: 'lesson-progress', text: 'Lesson progress', children: [] },
        ],
      },
      { id: 'where-it-is-kept', text: 'Where it is kept', children: [] },
      { id: 'enrolment', text: 'Enrolment', children: [] },
    ])
    expect(idByKey.get('h-account')).toBe('your-account')
    expect(idByKey.get('enrolment')).toBe('enrolment')
    expect(idByKey.has('p1')).toBe(false)
  })

  it('gives every heading its own id, even when two read the same', () => {
    const body = [
      block('a', 'h2', 'Contact us'),
      block('b', 'h2', 'Contact us'),
      block('c', 'h2', 'Contact us 2'),
      block('d', 'h2', '🎉'),
    ]
    const ids = tableOfContents(body).entries.map((entry) => entry.id)
    expect(ids).toEqual(['contact-us', 'contact-us-2', 'contact-us-2-2', 'section'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('leaves out empty headings; a subheading before any heading stands on its own', () => {
    const { entries } = tableOfContents([block('a', 'h3', 'First steps'), block('b', 'h2', '   ')])
    expect(entries).toEqual([{ id: 'first-steps', text: 'First steps', children: [] }])
  })

  it('makes ids from the words: no accents, no punctuation, no invisible edit markers', () => {
    expect(headingId('Children’s data & parental consent')).toBe('childrens-data-parental-consent')
    expect(headingId('Enrôlment')).toBe('enrolment')
    expect(headingId('Security\u200b\u200c\u200d')).toBe('security')
    expect(headingId('x'.repeat(80))).toHaveLength(60)
  })
})
