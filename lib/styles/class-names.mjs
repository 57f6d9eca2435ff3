// Short class names for the production build: every Tailwind utility the site's stylesheet defines gets a name of
// one or two letters (`mx-auto` becomes `AD`, `md:grid-cols-2` `Hf`), the same in the stylesheet and in the site's
// source files, so a page's document, where each class is written twice (in the HTML and in the RSC payload) and the
// stylesheet names it again, is lighter. Why, what it bought and what it asks of new code:
// docs/architecture.md#short-class-names. Pure Node, so it is unit-tested.
import { transform } from 'lightningcss'
import ts from 'typescript'

// The first letter of a short name is a capital, which no utility and no class of a package the site renders
// starts with; the second may be any letter or digit.
const FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const REST = `${FIRST}abcdefghijklmnopqrstuvwxyz0123456789`

/** The short name for the class at `index` in the order the stylesheet defines them: A…Z, then A0…Z9 and so on. */
export function shortNameAt(index) {
  if (index < FIRST.length) return FIRST[index]
  let rest = index - FIRST.length
  let name = ''
  let width = 1
  while (rest >= FIRST.length * REST.length ** width) {
    rest -= FIRST.length * REST.length ** width
    width += 1
  }
  for (let place = 0; place < width; place += 1) {
    name = REST[rest % REST.length] + name
    rest = Math.floor(rest / REST.length)
  }
  return FIRST[rest] + name
}

/** The class selectors of a selector list, in every nested `:is()`, `:where()`, `:not()` and `:has()` too. */
function forEachClass(selector, visit) {
  return selector.map((component) => {
    if (component.type === 'class') return { ...component, name: visit(component.name) }
    if (component.type === 'pseudo-class' && Array.isArray(component.selectors)) {
      return { ...component, selectors: component.selectors.map((inner) => forEachClass(inner, visit)) }
    }
    return component
  })
}

/** Every class name a stylesheet's selectors use, in the order they first appear. */
export function classNamesOf(css) {
  const names = new Set()
  transform({
    filename: 'sheet.css',
    code: Buffer.from(css),
    visitor: { Selector: (selector) => forEachClass(selector, (name) => (names.add(name), name)) },
  })
  return [...names]
}

/**
 * A class worth a short name: one of Tailwind's, which always have a `-`, a variant's `:`, a `/`, a `[` or a `.`
 * (`flex`, `hidden`, `grid` are short already, and as words they are too common in code to rename safely), and not
 * one the site's own CSS names (`keep`: app/globals.css's `.site-root`, `.kente-band`).
 */
function renamable(name, keep) {
  return /[-:/[.]/.test(name) && name.length > 2 && !keep.has(name)
}

/** The class names a stylesheet source writes itself, as `.name` in a selector (not Tailwind's). */
export function ownClassNames(sourceCss) {
  // Comments, quoted strings and url() hold file names (`inter.woff2`), not classes.
  const selectorsAndValues = sourceCss
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(['"])(?:(?!\1).)*\1/g, '')
    .replace(/url\([^)]*\)/g, '')
  return new Set([...selectorsAndValues.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]))
}

/**
 * The renaming for the site: each renamable class of the whole stylesheet (`css`, compiled) to its short name, in
 * the order the sheet defines them, so the same sheet always gives the same names. `known` is every class the
 * sheet defines, renamed or not: a string in the source is a list of classes only if all its words are known.
 */
export function classRenaming(css, keep) {
  const known = classNamesOf(css)
  const renamed = known.filter((name) => renamable(name, keep))
  return { names: new Map(renamed.map((name, index) => [name, shortNameAt(index)])), known: new Set(known) }
}

/** A Lightning CSS visitor that writes each renamed class of a selector by its short name. */
export function renamingVisitor(names) {
  return { Selector: (selector) => forEachClass(selector, (name) => names.get(name) ?? name) }
}

/** `text` with each of its words that has a short name replaced by it; runs of spaces and line breaks are kept. */
function renameWords(text, names) {
  return text.replace(/[^\s]+/g, (word) => names.get(word) ?? word)
}

/** Whether a string literal's text is a list of classes: every word one the stylesheet defines, one at least. */
function isClassList(text, known) {
  const words = text.split(/\s+/).filter(Boolean)
  return words.length > 0 && words.every((word) => known.has(word))
}

/** The name of the JSX attribute whose value `node` is in (`className`, `style`, …), or null. */
function enclosingAttribute(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent.name.getText()
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isFunctionLike(parent)) return null
  }
  return null
}

/** The raw text of a string or template part, between its delimiters, with where that text starts in the file. */
function literalText(node, sourceFile) {
  const start = node.getStart(sourceFile)
  const raw = sourceFile.text.slice(start, node.end)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return { text: raw.slice(1, -1), at: start + 1 }
  }
  // A template's head is `…${, a middle }…${ and its tail }…`.
  const close = ts.isTemplateTail(node) ? 1 : 2
  return { text: raw.slice(1, raw.length - close), at: start + 1 }
}

/** Each string literal and template part of a source file, as `visit(node, text, at)`. */
function forEachString(code, fileName, visit) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind)
  const walk = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const { text, at } = literalText(node, sourceFile)
      visit(node, text, at)
    }
    ts.forEachChild(node, walk)
  }
  walk(sourceFile)
}

/** Whether `node` is part of a type (`Config['filter']`, `'a' | 'b'`): nothing there is ever rendered. */
function inType(node) {
  for (let parent = node.parent; parent; parent = parent.parent) if (ts.isTypeNode(parent)) return true
  return false
}

/**
 * Every word of a source file's strings (split at white space), leaving out JSX `style` values and types: a class
 * is only ever named in a string, so a word that is one only outside strings (`.filter(`, `table` in a comment or a
 * sentence) is not used as a class there.
 */
export function wordsInStrings(code, fileName) {
  const words = new Set()
  forEachString(code, fileName, (node, text) => {
    if (enclosingAttribute(node) === 'style' || inType(node)) return
    for (const word of text.split(/\s+/)) if (word) words.add(word)
  })
  return words
}

/**
 * A source file with the classes in its strings renamed. A string is renamed word by word where it is a class
 * list: inside a JSX `className` value always (a word the sheet does not define stays as it is), anywhere else
 * (a constant, a map of variants, a helper's parts) only when every word is a class the sheet defines, so prose,
 * keys and addresses are never touched; never inside a JSX `style` value, where `'inline-block'` is a CSS value.
 * A string with a backslash is left as written.
 */
export function renameClassesInSource(code, fileName, { names, known }) {
  const edits = []
  forEachString(code, fileName, (node, text, at) => {
    const attribute = enclosingAttribute(node)
    const classes = attribute === 'className' || (attribute !== 'style' && isClassList(text, known))
    if (classes && !text.includes('\\')) {
      const renamed = renameWords(text, names)
      if (renamed !== text) edits.push({ at, length: text.length, renamed })
    }
  })
  let result = code
  for (const { at, length, renamed } of edits.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, at) + renamed + result.slice(at + length)
  }
  return result
}
