// Compiles the site's stylesheet (app/globals.css) for app/_components/frame/SiteStylesheet.tsx: Tailwind through
// PostCSS, as postcss.config.mjs does for Next's own CSS, then Lightning CSS minifying for the same browsers Next
// targets: the rules Next would have inlined (it writes a width query as `min-width:`, this as `width>=`, which every
// target browser reads; screenshots of every page are identical either way). In a production build every sheet
// names Tailwind's classes by their short names (docs/architecture.md#short-class-names). Why the site compiles its
// sheet itself, and what each output is for: docs/architecture.md#the-stylesheet.
//
// - `{ output: 'css' }`: the whole sheet, which next.config.ts emits as a file whose address the import returns.
// - `{ output: 'module' }`: a module exporting the whole sheet as a string.
// - `{ output: 'routes' }`: a module exporting each public route's own sheet (route-sheets.mjs), as
//   `[pattern, sheet]` pairs; an empty list in development, where every page uses the whole sheet.
// - `{ output: 'none' }`: an empty list (what the browser gets for the route sheets: it never needs them).
import path from 'node:path'

import { compileSheet, dependOnSheetInputs, shortensClassNames, siteRenaming } from './compile-sheet.mjs'
import { candidatesIn, groupPages, moduleGraph, sheetSourceFor } from './route-sheets.mjs'

/** The public pages' route group and the root layout around it, relative to the repo. */
const SITE_GROUP = path.join('app', '(site)')
const ROOT_LAYOUT = path.join('app', 'layout.tsx')

/**
 * The short class names every sheet of a production build is written with (class-names.mjs), or null. They follow
 * the whole sheet, so the loader's output depends on every file Tailwind read to make it.
 */
async function renamingFor(loader) {
  if (!shortensClassNames()) return null
  const renaming = await siteRenaming()
  dependOnSheetInputs(renaming.messages, loader)
  return renaming
}

/** Each page of the (site) group with the sheet of what it can render: `[[pattern, css], …]`. */
async function routeSheets(source, from, loader) {
  const root = process.cwd()
  const renaming = await renamingFor(loader)
  const pages = groupPages(path.join(root, SITE_GROUP))
  const sheets = []
  for (const { pattern, page, frame } of pages) {
    const files = moduleGraph([path.join(root, ROOT_LAYOUT), ...frame, page], root)
    for (const file of files) loader.addDependency(file)
    const { css } = await compileSheet(sheetSourceFor(source, candidatesIn(files)), from, renaming)
    sheets.push([pattern, css])
  }
  return sheets
}

/** @type {import('./site-sheet-loader.d.mts').default} */
export default function siteSheetLoader(source) {
  const done = this.async()
  const options = /** @type {{ output?: string }} */ ((this.getOptions ? this.getOptions() : this.query) || {})
  const from = this.resourcePath
  const output = options.output ?? 'css'
  if (output === 'none' || (output === 'routes' && process.env.NODE_ENV !== 'production')) {
    done(null, 'export default []\n')
    return
  }
  if (output === 'routes') {
    // A new page folder changes the list, and an edit to any file a route imports changes that route's sheet.
    this.addContextDependency(path.join(process.cwd(), SITE_GROUP))
    routeSheets(source, from, this)
      .then((sheets) => done(null, `export default ${JSON.stringify(sheets)}\n`))
      .catch((error) => done(error))
    return
  }
  renamingFor(this)
    .then((renaming) => compileSheet(source, from, renaming))
    .then(({ css, messages }) => {
      // Tailwind reports the files it scanned for class names: a change to any of them rebuilds the sheet in dev.
      dependOnSheetInputs(messages, this)
      done(null, output === 'module' ? `export default ${JSON.stringify(css)}\n` : css)
    })
    .catch((error) => done(error))
}
