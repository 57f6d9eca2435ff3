// Each public route's own stylesheet: the site's sheet (app/globals.css) with only the utilities that the files the
// route can render use, so a page's document carries the rules it can show and not the other pages' rules
// (docs/architecture.md#the-stylesheet). What a route can render is its page, the (site) frame and every file
// either of them imports, found by following the imports from those files. Used by site-sheet-loader.mjs at
// build time; pure Node, so it is unit-tested.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { Scanner } from '@tailwindcss/oxide'

import { wordsInStrings } from './class-names.mjs'

/** The line of app/globals.css that brings Tailwind in, scanning the whole repo for class names. */
export const TAILWIND_IMPORT = "@import 'tailwindcss' theme(inline);"

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs']
// Every way a module names another: static imports and re-exports, side-effect imports, and import() (which
// next/dynamic wraps).
const IMPORTS =
  /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g
// A module loaded on demand and handed over with the whole sheet (app/_components/frame/whole-sheet.ts): its rules
// come with that file when it opens, so the page's own sheet leaves them out unless something else imports it.
const ON_DEMAND = /withWholeSheet\(\s*import\s*\(\s*['"][^'"]+['"]\s*\)/g
// The files around a page that Next renders with it: layouts, templates, and the error, not-found and loading
// screens of its own folder and of every folder above it.
const FRAME_FILES = ['layout', 'template', 'error', 'not-found', 'loading']

/** The repo's own file an import names (`@/x` is the repo root, as tsconfig.json maps it), or null for a package. */
export function resolveImport(specifier, fromFile, root) {
  const bare = specifier.split('?')[0]
  let base
  if (bare.startsWith('@/')) base = path.join(root, bare.slice(2))
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(fromFile), bare)
  else return null
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

/**
 * Every source file of the repo that `entries` import, directly or through others, the entries included; a module
 * they load only on demand with the whole sheet (`ON_DEMAND`) is not one of them.
 */
export function moduleGraph(entries, root) {
  const seen = new Set()
  const pending = [...entries]
  while (pending.length > 0) {
    const file = pending.pop()
    if (seen.has(file)) continue
    seen.add(file)
    if (!SOURCE_EXTENSIONS.includes(path.extname(file))) continue
    for (const match of readFileSync(file, 'utf8').replace(ON_DEMAND, '').matchAll(IMPORTS)) {
      const imported = resolveImport(match[1] ?? match[2] ?? match[3], file, root)
      if (imported && !imported.includes(`${path.sep}node_modules${path.sep}`)) pending.push(imported)
    }
  }
  return [...seen].sort()
}

/** A folder name that is not part of the address: a route group `(name)` or a parallel route `@name`. */
function outOfAddress(segment) {
  return (segment.startsWith('(') && segment.endsWith(')')) || segment.startsWith('@')
}

/**
 * The pages under `groupDir` (app/(site)): each page file with its address pattern, one entry per segment as the
 * folder names it (`course`, `[slug]`, `[...slug]`), and the frame files Next renders around it.
 */
export function groupPages(groupDir) {
  const pages = []
  const visit = (dir, segments, frame) => {
    const names = readdirSync(dir).sort()
    const here = [...frame]
    for (const name of FRAME_FILES) {
      const file = resolveImport(`./${name}`, path.join(dir, 'x'), dir)
      if (file) here.push(file)
    }
    const page = resolveImport('./page', path.join(dir, 'x'), dir)
    if (page) pages.push({ pattern: segments, page, frame: here })
    for (const name of names) {
      const child = path.join(dir, name)
      if (name.startsWith('_') || !statSync(child).isDirectory()) continue
      visit(child, outOfAddress(name) ? segments : [...segments, name], here)
    }
  }
  visit(groupDir, [], [])
  return pages
}

// A candidate that is one plain word (`flex`, `table`, `filter`): Tailwind's scanner also finds such words in code,
// comments and prose, where they name no class.
const PLAIN_WORD = /^[a-z]+$/

/**
 * The class-name candidates Tailwind's own scanner finds in `files`, less the plain words none of their strings
 * holds: a class is always named in a string (a `className`, a constant, a map of variants), so `table` in a
 * sentence or `.filter(` in code adds no rule to the page's sheet. Tailwind's scan of the whole site keeps them.
 */
export function candidatesIn(files) {
  const scanner = new Scanner({})
  const sources = files.map((file) => ({ file, content: readFileSync(file, 'utf8') }))
  // Given contents, not paths: the scanner skips a file path it was not told to watch.
  const candidates = scanner.scanFiles(
    sources.map(({ file, content }) => ({ content, extension: path.extname(file).slice(1) })),
  )
  const inStrings = new Set(sources.flatMap(({ file, content }) => [...wordsInStrings(content, file)]))
  return [...new Set(candidates)].filter((candidate) => !PLAIN_WORD.test(candidate) || inStrings.has(candidate)).sort()
}

/**
 * app/globals.css with Tailwind scanning nothing and generating exactly `candidates`: the same pipeline then makes
 * the same rules, in the same order, as for the whole site, only fewer of them.
 */
export function sheetSourceFor(globalsCss, candidates) {
  if (!globalsCss.includes(TAILWIND_IMPORT)) {
    throw new Error(`app/globals.css no longer starts with ${TAILWIND_IMPORT}: route sheets need that line`)
  }
  // `@source inline()` expands {a,b} lists, so a token with a brace (never a class here) stays out; quotes and
  // backslashes are escaped for the CSS string.
  const listed = candidates
    .filter((candidate) => !/[{}]/.test(candidate))
    .map((candidate) => candidate.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))
  return globalsCss.replace(
    TAILWIND_IMPORT,
    `@import 'tailwindcss' source(none) theme(inline);\n@source inline("${listed.join(' ')}");`,
  )
}
