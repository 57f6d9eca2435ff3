// Compiles the site's stylesheet (app/globals.css) for app/_components/frame/SiteStylesheet.tsx: Tailwind through
// PostCSS, as postcss.config.mjs does for Next's own CSS, then Lightning CSS minifying for the same browsers Next
// targets: the rules Next would have inlined (it writes a width query as `min-width:`, this as `width>=`, which every
// target browser reads; screenshots of every page are identical either way). For the server it makes a module that exports the
// sheet as a string (`{ output: 'module' }`); for the browser, the CSS itself, which next.config.ts emits as a file
// whose address the import returns. Why the site compiles its sheet itself: docs/architecture.md#the-stylesheet.
import tailwindcss from '@tailwindcss/postcss'
import { browserslistToTargets, transform } from 'lightningcss'
import NEXT_BROWSERS from 'next/dist/shared/lib/modern-browserslist-target.js'
import postcss from 'postcss'

// Next's default browser targets, read from Next itself so the two cannot drift apart; the repo sets none of its own.
const TARGETS = browserslistToTargets(NEXT_BROWSERS)

/** @type {import('./site-sheet-loader.d.mts').default} */
export default function siteSheetLoader(source) {
  const done = this.async()
  const options = /** @type {{ output?: string }} */ ((this.getOptions ? this.getOptions() : this.query) || {})
  const from = this.resourcePath
  postcss([tailwindcss({ base: process.cwd() })])
    .process(source, { from })
    .then((result) => {
      // Tailwind reports the files it scanned for class names: a change to any of them rebuilds the sheet in dev.
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file)
        if (message.type === 'dir-dependency') this.addContextDependency(message.dir)
      }
      const { code } = transform({ filename: from, code: Buffer.from(result.css), minify: true, targets: TARGETS })
      const css = code.toString()
      done(null, options.output === 'module' ? `export default ${JSON.stringify(css)}\n` : css)
    })
    .catch((error) => done(error))
}
