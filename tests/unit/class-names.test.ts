import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { transform } from 'lightningcss'
import ts from 'typescript'
import { afterEach, describe, expect, it, vi } from 'vitest'

import classNameLoader from '../../lib/styles/class-name-loader.mjs'
import {
  classNamesOf,
  classRenaming,
  ownClassNames,
  renameClassesInSource,
  renamingVisitor,
  shortNameAt,
} from '../../lib/styles/class-names.mjs'
import { siteRenaming } from '../../lib/styles/compile-sheet.mjs'

const SHEET = [
  '.px-4{padding-inline:1rem}.flex{display:flex}.site-root{color:red}',
  '.md\\:grid-cols-2:is(:where(.group):hover *){grid-template-columns:1fr 1fr}',
  ':where(.space-y-3>:not(:last-child)){margin-block:.75rem}.bg-clay\\/10{background:#a63d1c1a}',
].join('')
const renaming = classRenaming(SHEET, new Set(['site-root']))

function rename(code: string, fileName = 'Card.tsx') {
  return renameClassesInSource(code, fileName, renaming)
}

describe('short class names', () => {
  it('are one capital, then a capital and a letter or digit, never the same twice', () => {
    expect([0, 1, 25, 26, 27, 87, 88].map(shortNameAt)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'A9', 'BA'])
    const first = Array.from({ length: 26 + 26 * 62 + 10 }, (_, index) => shortNameAt(index))
    expect(new Set(first).size).toBe(first.length)
    expect(first.every((name) => /^[A-Z][A-Za-z0-9]*$/.test(name))).toBe(true)
    expect(first.at(26 + 26 * 62 - 1)).toBe('Z9')
    expect(first.at(26 + 26 * 62)).toBe('AAA')
  })

  it("go to Tailwind's classes in the order the sheet defines them, not to single words or the site's own", () => {
    expect(classNamesOf(SHEET)).toEqual([
      'px-4',
      'flex',
      'site-root',
      'md:grid-cols-2',
      'group',
      'space-y-3',
      'bg-clay/10',
    ])
    expect([...renaming.names]).toEqual([
      ['px-4', 'A'],
      ['md:grid-cols-2', 'B'],
      ['space-y-3', 'C'],
      ['bg-clay/10', 'D'],
    ])
    expect(renaming.known.has('flex')).toBe(true)
    expect(
      ownClassNames('/* .not-me */ .site-root :focus-visible { outline: 0 } .kente-band, a.x-y { color: red }'),
    ).toEqual(new Set(['site-root', 'kente-band', 'x-y']))
  })

  it('are written into every selector of a sheet, inside :is() and :where() too', () => {
    const { code } = transform({
      filename: 'sheet.css',
      code: Buffer.from(SHEET),
      minify: true,
      visitor: renamingVisitor(renaming.names),
    })
    expect(code.toString()).toBe(
      '.A{padding-inline:1rem}.flex{display:flex}.site-root{color:red}.B:is(:where(.group):hover *){grid-template-columns:1fr 1fr}:where(.C>:not(:last-child)){margin-block:.75rem}.D{background:#a63d1c1a}',
    )
  })

  it('are written into class lists in the source: className values, and strings made only of classes', () => {
    expect(rename('export const A = () => <p className="px-4 flex js-hook">px-4</p>')).toBe(
      'export const A = () => <p className="A flex js-hook">px-4</p>',
    )
    expect(rename("const x = <div className={`px-4 ${on ? 'bg-clay/10' : 'space-y-3'} flex`} />")).toBe(
      "const x = <div className={`A ${on ? 'D' : 'C'} flex`} />",
    )
    expect(rename("export const TONES = { warm: 'bg-clay/10 px-4', plain: 'flex' }", 'tones.ts')).toBe(
      "export const TONES = { warm: 'D A', plain: 'flex' }",
    )
  })

  it('leave prose, keys, style values and strings with escapes as they are', () => {
    const untouched = [
      "const label = 'Add px-4 of padding'",
      "const key = 'space-y-3-heading'",
      "const s = <p style={{ padding: 'px-4' }} />",
      "const hint = 'px-4\\tflex'",
      "import styles from './px-4'",
    ]
    for (const code of untouched) expect(rename(code)).toBe(code)
  })
})

/** The site's own TypeScript files, where its classes are written. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : []
  })
}

describe("the site's files under the production renaming", () => {
  it('leave no Tailwind class outside a string the renaming rewrites', async () => {
    const site = await siteRenaming()
    const missed: string[] = []
    for (const file of [...sourceFiles('app'), ...sourceFiles('lib')]) {
      // After renaming, a string that still holds a class by its long name was skipped: a class list the renaming
      // did not recognise (the page would lose that look), or prose that happens to name a class.
      const renamed = renameClassesInSource(readFileSync(file, 'utf8'), file, site)
      const source = ts.createSourceFile(file, renamed, ts.ScriptTarget.Latest, true)
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
          if (node.text.split(/\s+/).some((word) => site.names.has(word))) missed.push(`${file}: ${node.text}`)
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    expect(missed).toEqual([])
    // It does rename: the frame's class list has short names only.
    const layout = renameClassesInSource(readFileSync('app/(site)/layout.tsx', 'utf8'), 'layout.tsx', site)
    expect(layout).not.toContain('min-h-dvh')
  })
})

/** Runs the source loader as the bundler does on `file`, and answers its output and the files it depends on. */
function runClassNameLoader(file: string, source: string) {
  return new Promise<{ code: string; files: string[] }>((done, fail) => {
    const files: string[] = []
    classNameLoader.call(
      {
        resourcePath: path.resolve(file),
        query: {},
        addDependency: (dependency: string) => files.push(dependency),
        addContextDependency: () => undefined,
        async: () => (error: Error | null, code?: string) => (error ? fail(error) : done({ code: code ?? '', files })),
      },
      source,
    )
  })
}

describe('the source loader', () => {
  afterEach(() => vi.unstubAllEnvs())
  const frame = '<div className="mx-auto flex">x</div>'

  it("renames in a production build's app/ and lib/ files, and depends on every file the sheet is made from", async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { names } = await siteRenaming()
    const { code, files } = await runClassNameLoader('app/x/Frame.tsx', frame)
    expect(code).toBe(`<div className="${names.get('mx-auto')} flex">x</div>`)
    expect(files).toContain(path.resolve('app/(site)/layout.tsx'))
    expect((await runClassNameLoader('scripts/x.tsx', frame)).code).toBe(frame)
  })

  it('leaves every file as written in development', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect((await runClassNameLoader('app/x/Frame.tsx', frame)).code).toBe(frame)
  })
})
