import { describe, expect, it } from 'vitest'

import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { readFixtureDocuments } from '@/lib/content/fixture-files'

/**
 * A product written by one of the academy's educators names them exactly as the educators page does, so a
 * family sees one name for one person. The products (lib/commerce/products.fixture.json, seeded into the
 * database) and the educators (the CMS fixtures) live in different stores, so this test is what keeps them
 * in step.
 */

const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'mwalimu', 'coach', 'nurse'])

/** A name's given name and family-name parts, lower case and without accents or titles ("Dr.", "Mwalimu"). */
function nameParts(name: string): { given: string; family: string[] } {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s-]+/)
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => word !== '' && !TITLES.has(word))
  return { given: words[0] ?? '', family: words.slice(1) }
}

/** Two names that read as the same person: the same given name and at least one family-name part in common. */
function samePerson(a: string, b: string): boolean {
  const one = nameParts(a)
  const other = nameParts(b)
  return one.given === other.given && one.family.some((part) => other.family.includes(part))
}

const educators = (await readFixtureDocuments())
  .filter((document) => document._type === 'educator')
  .map((document) => String(document.name))

describe('product authors and educators', () => {
  it('tells the same person under two spellings from two different people', () => {
    expect(samePerson('Dr. Kofi Mensah', 'Dr. Kofi Mensah-Grant')).toBe(true)
    expect(samePerson('Dr. Tendai Moyo', 'Tendai Moyo')).toBe(true)
    expect(samePerson('Lucia Obiang', 'Lucía Obiang-Torres')).toBe(true)
    expect(samePerson('Zanele Dlamini', 'Zanele Mokoena-Hart')).toBe(false)
    expect(samePerson('Abena Asante', 'Kwabena Asante-Morris')).toBe(false)
    expect(samePerson('Amani Wanjiru', 'Wanjiru Kamau')).toBe(false)
  })

  it('every product by an academy educator names them exactly as the educators page does', () => {
    expect(educators.length).toBeGreaterThan(0)
    const mismatches = fixtureProducts.flatMap((product) => {
      const author = product.author
      if (!author) return []
      const educator = educators.find((name) => samePerson(name, author))
      return educator && educator !== author ? [`${product.title}: "${author}" should be "${educator}"`] : []
    })
    expect(mismatches).toEqual([])
  })

  it('finds the educators’ own products (the check above is not empty)', () => {
    const byEducator = fixtureProducts.filter((product) => product.author && educators.includes(product.author))
    expect(byEducator.length).toBeGreaterThan(0)
  })
})
