import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import siteSheetLoader from '../../lib/styles/site-sheet-loader.mjs'

const SOURCE_PATH = resolve('app/globals.css')

/** Runs the loader as the bundler does, and answers what it made and the files it said it depends on. */
function runLoader(output: 'module' | 'css' | 'routes' | 'none') {
  return new Promise<{ code: string; files: string[]; dirs: string[] }>((done, fail) => {
    const files: string[] = []
    const dirs: string[] = []
    siteSheetLoader.call(
      {
        resourcePath: SOURCE_PATH,
        query: { output },
        addDependency: (file: string) => files.push(file),
        addContextDependency: (dir: string) => dirs.push(dir),
        async: () => (error: Error | null, code?: string) =>
          error ? fail(error) : done({ code: code ?? '', files, dirs }),
      },
      readFileSync(SOURCE_PATH, 'utf8'),
    )
  })
}

describe('the site stylesheet loader', () => {
  it('compiles the palette, the fallback faces and the utilities the site uses into one minified sheet', async () => {
    const { code } = await runLoader('css')
    expect(code).toContain('.bg-cream{background-color:#fdf8f0}')
    expect(code).toContain('font-family:Inter Fallback')
    // A utility the site's frame uses (app/(site)/layout.tsx), and one no file asks for (spelt in two parts here,
    // or Tailwind would find it in this test).
    expect(code).toContain('.min-h-dvh{min-height:100dvh}')
    expect(code.includes(`.min-h-${'lvh'}`)).toBe(false)
    // A utility carries its value, not the theme variable it was made from (`theme(inline)` in app/globals.css).
    expect(code).toContain('.mx-auto{margin-inline:auto}')
    expect(code).toContain('.px-4{padding-inline:1rem}')
    expect(code).toContain('.bg-clay{background-color:#a63d1c}')
    expect(code).not.toContain('var(--spacing)')
    expect(/\n\s+/.test(code)).toBe(false)
  })

  it("gives every element the starting values of Tailwind's composed properties, registering none", async () => {
    const { code } = await runLoader('css')
    expect(code).not.toContain('@property')
    // The shadow, ring and border utilities read these; unset, a `shadow-md` or a `border` would draw nothing.
    expect(code).toMatch(/^@layer properties\{\*,:before,:after,::backdrop\{[^}]*--tw-border-style:solid;/m)
    expect(code).toMatch(/@layer properties\{\*,:before,:after,::backdrop\{[^}]*--tw-shadow:0 0 #0000;/)
  })

  it('gives the server a module whose default export is that sheet', async () => {
    const [{ code: sheet }, { code: module }] = await Promise.all([runLoader('css'), runLoader('module')])
    expect(module).toBe(`export default ${JSON.stringify(sheet)}\n`)
  })

  it('names the folders it scanned for class names, so editing a page rebuilds the sheet', async () => {
    const { dirs, files } = await runLoader('css')
    expect(dirs).toEqual(expect.arrayContaining([resolve('app'), resolve('lib')]))
    expect(files).toContain(resolve('app/(site)/layout.tsx'))
  })
})

/**
 * Every rule's selector and every grouping at-rule's prelude, in the order the sheet has them: the order that
 * decides which of two rules wins. A custom property's registration (`@property`) is not in it: Tailwind writes
 * those in the order it first met them, and their order changes nothing.
 */
function selectorsOf(css: string) {
  const withoutRegistrations = css.replace(/@property [^{]+\{[^}]*\}/g, '')
  return [...withoutRegistrations.matchAll(/([^{};]+)\{/g)].map((match) => match[1] ?? '')
}

function isInOrderWithin(part: string[], whole: string[]) {
  let at = 0
  for (const selector of part) {
    at = whole.indexOf(selector, at)
    if (at === -1) return false
    at += 1
  }
  return true
}

type RouteSheets = [pattern: string[], css: string][]

async function routeSheets() {
  vi.stubEnv('NODE_ENV', 'production')
  const { code, files } = await runLoader('routes')
  const prefix = 'export default '
  expect(code.startsWith(prefix)).toBe(true)
  return { sheets: JSON.parse(code.slice(prefix.length)) as RouteSheets, files }
}

describe('the route sheets', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("give each public page the rules of what it can render, in the whole sheet's order", async () => {
    const [{ sheets, files }, { code: whole }] = await Promise.all([routeSheets(), runLoader('css')])
    const byPattern = new Map(sheets.map(([pattern, css]) => [pattern.join('/'), css]))
    expect([...byPattern.keys()]).toEqual(
      expect.arrayContaining(['', 'about', '[slug]', '[...slug]', 'course/[courseId]/lesson/[lessonId]']),
    )
    const about = byPattern.get('about') ?? ''
    const cmsPage = byPattern.get('[slug]') ?? ''
    // The frame's rules and the palette are in every page's sheet.
    for (const css of [about, cmsPage]) {
      expect(css).toContain('.bg-cream{background-color:#fdf8f0}')
      expect(css).toContain('.min-h-dvh{min-height:100dvh}')
    }
    // The review notice of a page from the CMS (/faq) has a thick left border that /about never draws.
    expect(cmsPage).toContain('.border-l-8{')
    expect(about).not.toContain('.border-l-8{')
    for (const [pattern, css] of sheets) {
      expect(css.length, pattern.join('/')).toBeLessThan(whole.length)
      expect(isInOrderWithin(selectorsOf(css), selectorsOf(whole)), pattern.join('/')).toBe(true)
    }
    // An edit to a page, or to the frame, rebuilds the sheets.
    expect(files).toEqual(
      expect.arrayContaining([resolve('app/(site)/about/page.tsx'), resolve('app/(site)/layout.tsx')]),
    )
  }, 60_000)

  it('are an empty list in development, and for the browser, which use the whole sheet', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect((await runLoader('routes')).code).toBe('export default []\n')
    expect((await runLoader('none')).code).toBe('export default []\n')
  })
})
