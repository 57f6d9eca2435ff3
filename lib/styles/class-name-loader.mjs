// Gives the classes in the site's own source files (app/, lib/) the short names the production stylesheet uses
// (class-names.mjs, docs/architecture.md#short-class-names). next.config.ts runs it on every TypeScript file of a
// production build before Next compiles it; other files pass through unchanged.
import path from 'node:path'

import { renameClassesInSource } from './class-names.mjs'
import { dependOnSheetInputs, shortensClassNames, siteRenaming } from './compile-sheet.mjs'

/** The folders whose files write the site's classes. */
const SOURCE_FOLDERS = ['app', 'lib'].map((folder) => path.join(process.cwd(), folder) + path.sep)

/** @type {import('./class-name-loader.d.mts').default} */
export default function classNameLoader(source) {
  const done = this.async()
  const file = this.resourcePath
  // The sheets keep their long names in a build that does not shorten them, so the files must too.
  if (!shortensClassNames() || !SOURCE_FOLDERS.some((folder) => file.startsWith(folder))) {
    done(null, source)
    return
  }
  siteRenaming()
    .then((renaming) => {
      // The names follow the whole sheet, which any file Tailwind reads can change.
      dependOnSheetInputs(renaming.messages, this)
      done(null, renameClassesInSource(source, file, renaming))
    })
    .catch((error) => done(error))
}
