// How the site's stylesheet is compiled, for both loaders that need it (site-sheet-loader.mjs, class-name-loader.mjs):
// Tailwind through PostCSS, as postcss.config.mjs does for Next's own CSS, then Lightning CSS minifying for the
// browsers Next targets (docs/architecture.md#the-stylesheet).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import tailwindcss from '@tailwindcss/postcss'
import { browserslistToTargets, transform } from 'lightningcss'
import NEXT_BROWSERS from 'next/dist/shared/lib/modern-browserslist-target.js'
import postcss from 'postcss'

import { classRenaming, ownClassNames, renamingVisitor } from './class-names.mjs'
import { unregisteredProperties } from './unregistered-properties.mjs'

// Next's default browser targets, read from Next itself so the two cannot drift apart; the repo sets none of its own.
const TARGETS = browserslistToTargets(NEXT_BROWSERS)

/** The site's stylesheet source, relative to the repo. */
export const SITE_SHEET = path.join('app', 'globals.css')

/**
 * Tailwind (its property registrations left out, unregistered-properties.mjs), then Lightning CSS: the minified
 * sheet, with each class of `renaming` written by its short name (class-names.mjs), and the files and folders
 * Tailwind read to make it.
 */
export async function compileSheet(source, from, renaming = null) {
  const result = await postcss([tailwindcss({ base: process.cwd() }), unregisteredProperties()]).process(source, {
    from,
  })
  const { code } = transform({
    filename: from,
    code: Buffer.from(result.css),
    minify: true,
    targets: TARGETS,
    ...(renaming ? { visitor: renamingVisitor(renaming.names) } : {}),
  })
  return { css: code.toString(), messages: result.messages }
}

/**
 * Tells the bundler that a loader's output follows every file and folder Tailwind read (a compile's `messages`), so
 * an edit to any of them, or a new file among them, makes it again.
 */
export function dependOnSheetInputs(messages, loader) {
  for (const message of messages) {
    if (message.type === 'dependency') loader.addDependency(message.file)
    if (message.type === 'dir-dependency') loader.addContextDependency(message.dir)
  }
}

/** Whether this build gives classes short names: production builds only, so development keeps readable classes. */
export function shortensClassNames() {
  return process.env.NODE_ENV === 'production'
}

let siteRenamingOnce = null

/**
 * The short class names of the site's whole stylesheet as it stands (class-names.mjs), with the files and folders
 * Tailwind read to make it: any change to those can change the names. Worked out once per build process.
 */
export function siteRenaming() {
  siteRenamingOnce ??= (async () => {
    const from = path.join(process.cwd(), SITE_SHEET)
    const source = readFileSync(from, 'utf8')
    const { css, messages } = await compileSheet(source, from)
    return { ...classRenaming(css, ownClassNames(source)), messages }
  })()
  return siteRenamingOnce
}
