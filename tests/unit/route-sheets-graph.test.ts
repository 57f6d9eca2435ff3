import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { candidatesIn, moduleGraph } from '../../lib/styles/route-sheets.mjs'

let root = ''

/** A small repo of the given files (path → source) in a fresh folder. */
function repo(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'route-graph-'))
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), source)
  }
  return (file: string) => join(root, file)
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

describe("a route's module graph", () => {
  it('follows static imports and import(), and leaves out what loads on demand with the whole sheet', () => {
    const at = repo({
      'app/page.tsx': [
        "import { Card } from '@/app/Card'",
        "const Player = dynamic(() => import('./Player'))",
        "const Form = dynamic(() => withWholeSheet(import('./Form')), { loading: () => null })",
        "const Picker = dynamic(() => withWholeSheet(import('@/app/Picker')).then((module) => module.Picker))",
      ].join('\n'),
      'app/Card.tsx': "export const Card = () => 'card'",
      'app/Player.tsx': "export default () => 'player'",
      'app/Form.tsx': "import { Field } from './Field'\nexport default Field",
      'app/Field.tsx': "export const Field = () => 'field'",
      'app/Picker.tsx': "export const Picker = () => 'picker'",
    })
    expect(moduleGraph([at('app/page.tsx')], root)).toEqual(['app/Card.tsx', 'app/Player.tsx', 'app/page.tsx'].map(at))
  })

  it('keeps an on-demand module that something on the page also imports', () => {
    const at = repo({
      'app/page.tsx': "import './Banner'\nconst Form = dynamic(() => withWholeSheet(import('./Form')))",
      'app/Banner.tsx': "import Form from './Form'\nexport const Banner = Form",
      'app/Form.tsx': "export default () => 'form'",
    })
    expect(moduleGraph([at('app/page.tsx')], root)).toEqual(['app/Banner.tsx', 'app/Form.tsx', 'app/page.tsx'].map(at))
  })
})

describe("a route's class candidates", () => {
  it('keeps what its strings name and leaves out plain words that are only code, comments or prose', () => {
    const at = repo({
      'app/page.tsx': [
        '// a table of contents, drawn inline',
        "const tone = { quiet: 'hidden', loud: 'block uppercase' }",
        "type Blur = Config['blur'] | 'truncate'",
        'export default function Page({ items }: { items: string[] }) {',
        '  const shown = items.filter((item) => item.length > 0)',
        '  return (',
        '    <p className={`flex gap-2 ${tone.quiet}`} style={{ display: "table" }}>',
        '      Pick a rounded number from the grid.',
        '      {shown.join(" ")}',
        '    </p>',
        '  )',
        '}',
      ].join('\n'),
    })
    const candidates = candidatesIn([at('app/page.tsx')])
    expect(candidates).toEqual(expect.arrayContaining(['flex', 'gap-2', 'hidden', 'block', 'uppercase']))
    for (const word of ['table', 'contents', 'inline', 'filter', 'rounded', 'grid', 'blur', 'truncate']) {
      expect(candidates, word).not.toContain(word)
    }
  })
})
