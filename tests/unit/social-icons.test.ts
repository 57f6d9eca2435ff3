import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { socialPlatforms } from '@/schemas/objects/socialLink'

const sprite = readFileSync(new URL('../../app/_components/frame/footer/social-icons.svg', import.meta.url), 'utf8')

describe("the footer's social sprite", () => {
  it('draws a glyph for every platform staff can choose in Site settings, on the 24 px grid the icon uses', () => {
    for (const { value } of socialPlatforms) {
      expect(sprite).toMatch(new RegExp(`<symbol id="${value}" viewBox="0 0 24 24"><path d="M[^"]+"/></symbol>`))
    }
  })

  it('has no symbol for a platform the schema does not offer', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(ids.sort()).toEqual(socialPlatforms.map((platform) => platform.value).sort())
  })
})
