/**
 * `npm run fonts:check` (part of `npm run checks`): fails when text the site shows uses a character its subset
 * fonts lack, naming the character, its code point and each document or file that uses it
 * (docs/architecture.md#fonts). It reads the committed fonts in lib/fonts/ against the fixtures, the product
 * catalogue and the site's own strings and, when the site is connected (CONTENT_SOURCE=sanity and a project id),
 * also every published document of the dataset.
 */
import { readFileSync } from 'node:fs'

import { describeMissing, missingCharacters } from './characters'
import { fontCodePoints } from './font-cmap'
import { ALL_FONT_FILES } from './site-fonts'
import { textsToDraw } from './text-sources'

async function main() {
  const fonts = ALL_FONT_FILES.map((font) => ({ name: font.file, codePoints: fontCodePoints(readFileSync(font.file)) }))
  const { texts, read } = await textsToDraw()
  const missing = missingCharacters(texts, fonts)
  if (missing.length > 0) {
    console.error(
      `${describeMissing(missing)}\n\nThe page would draw these from another font. Add them to the fonts with ` +
        '`npm run fonts:subset` and commit lib/fonts/*.woff2 and *.ttf, or write the text without them.',
    )
    process.exit(1)
  }
  const names = fonts.map((font) => font.name)
  console.log(`Every character in ${read} is in ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
