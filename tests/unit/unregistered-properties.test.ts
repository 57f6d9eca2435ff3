import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

import { unregisteredProperties } from '../../lib/styles/unregistered-properties.mjs'

const run = async (css: string) => (await postcss([unregisteredProperties()]).process(css, { from: undefined })).css

describe("the sheet's custom properties", () => {
  it("drop Tailwind's registrations and keep its defaults for every browser", async () => {
    const css = await run(
      [
        '@layer properties{@supports (-moz-orient:inline){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}}',
        '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      ].join(''),
    )
    expect(css).toBe(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}',
    )
  })

  it("leave the site's own registrations and its other @supports rules alone", async () => {
    const css = [
      '@property --swatch{syntax:"<color>";inherits:true;initial-value:red}',
      '@layer utilities{@supports (display:grid){.grid{display:grid}}}',
    ].join('')
    expect(await run(css)).toBe(css)
  })
})
