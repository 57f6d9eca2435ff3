import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import siteSheetLoader from '../../lib/styles/site-sheet-loader.mjs'

const SOURCE_PATH = resolve('app/globals.css')

/** Runs the loader as the bundler does, and answers what it made and the files it said it depends on. */
function runLoader(output: 'module' | 'css') {
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
    expect(code).toContain('--color-cream:#fdf8f0')
    expect(code).toContain('font-family:Inter Fallback')
    // A utility the site's frame uses (app/(site)/layout.tsx), and one no file asks for (spelt in two parts here,
    // or Tailwind would find it in this test).
    expect(code).toContain('.min-h-dvh{min-height:100dvh}')
    expect(code.includes(`.min-h-${'lvh'}`)).toBe(false)
    expect(/\n\s+/.test(code)).toBe(false)
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
