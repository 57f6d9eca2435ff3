import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FALLBACK_FACES, fallbackFaceCss } from '@/scripts/fonts/fallback-faces'

/**
 * On a slow first visit the `optional` fonts are not drawn, and the page keeps its fallback. The fallback must be a
 * face of the same kind, scaled to the web font, or headings show in a serif of a different shape (Times New Roman).
 */
const css = readFileSync('app/globals.css', 'utf8')

/** The families of a custom property's font stack, quotes removed. */
function stack(property: string): string[] {
  const value = new RegExp(`${property}:\\s*([^;]+);`).exec(css)?.[1] ?? ''
  return value.split(',').map((family) => family.trim().replace(/^'|'$/g, ''))
}

describe('the fonts’ fallback faces', () => {
  it('are in app/globals.css with the overrides computed from the committed font files', () => {
    for (const face of FALLBACK_FACES) expect(css, face.family).toContain(fallbackFaceCss(face))
  })

  it('come right after the web font in each stack, and the heading stack has no serif of another shape before them', () => {
    expect(stack('--font-display').slice(0, 3)).toEqual(['Fraunces', 'Fraunces Fallback', 'Fraunces Fallback Noto'])
    expect(stack('--font-display')).not.toContain('Times New Roman')
    expect(stack('--font-display')).not.toContain('ui-serif')
    expect(stack('--font-sans').slice(0, 3)).toEqual(['Inter', 'Inter Fallback', 'Inter Fallback Roboto'])
  })

  it('scale Georgia up to Fraunces’s wider letters, with Fraunces’s line box', () => {
    const georgia = fallbackFaceCss(FALLBACK_FACES[0]!)
    expect(georgia).toContain("src: local('Georgia');")
    expect(georgia).toMatch(/size-adjust: 10[5-9](\.\d{1,2})?%;/)
    expect(georgia).toContain('line-gap-override: 0%;')
  })
})
