/**
 * `npm run fonts:subset`: cuts the site's fonts (scripts/fonts/site-fonts.ts) down to the characters the site and
 * its content use (the connected dataset's too when CONTENT_SOURCE=sanity), and writes them to lib/fonts/ (docs/architecture.md#fonts). Run it after content or site
 * strings gain a character the fonts lack (`npm run fonts:check` says so), then commit the files.
 *
 * Needs fontTools with brotli in a Python 3 (Debian: `apt-get install python3-fonttools python3-brotli`); set
 * FONTTOOLS_PYTHON to use another interpreter. CI never runs this: it checks the committed files.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { charactersToKeep, charactersUsed, codePointLabel } from './characters'
import { fontCodePoints } from './font-cmap'
import { ALL_FONT_FILES, LAYOUT_FEATURES, sourceFiles } from './site-fonts'
import { textsToDraw } from './text-sources'

const PYTHON_CANDIDATES = [process.env.FONTTOOLS_PYTHON, 'python3', '/usr/bin/python3'].filter(
  (candidate): candidate is string => Boolean(candidate),
)

function findPython(): string {
  for (const candidate of PYTHON_CANDIDATES) {
    const probe = spawnSync(candidate, ['-c', 'import fontTools.subset, fontTools.varLib.instancer, brotli'])
    if (probe.status === 0) return candidate
  }
  throw new Error(
    `No Python with fontTools and brotli (tried ${PYTHON_CANDIDATES.join(', ')}). ` +
      'Install them (Debian: apt-get install python3-fonttools python3-brotli) or set FONTTOOLS_PYTHON.',
  )
}

async function main() {
  const { texts, read } = await textsToDraw()
  const keep = charactersToKeep(texts)

  // Every character must be in some source file of every family; name the text that asks for one that is not.
  const firstUse = charactersUsed(texts)
  const problems: string[] = []
  for (const family of new Set(ALL_FONT_FILES.map((font) => font.family))) {
    const available = new Set(sourceFiles(family).flatMap((file) => [...fontCodePoints(readFileSync(file))]))
    for (const codePoint of keep) {
      if (available.has(codePoint)) continue
      const use = firstUse.get(codePoint)
      problems.push(
        `${codePointLabel(codePoint)} is in no ${family} source file` +
          (use ? `; used in ${use.source} (${use.path})` : ' (scripts/fonts/characters.ts asks for it)'),
      )
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('\n')}\nUse another character, or if it is a symbol the system fonts draw, exempt it in scripts/fonts/characters.ts.`,
    )
  }

  const job = {
    fonts: ALL_FONT_FILES.map((font) => ({
      sources: sourceFiles(font.family),
      output: font.file,
      codePoints: [...keep].sort((a, b) => a - b),
      weight: font.weight,
      features: LAYOUT_FEATURES,
    })),
  }
  const python = findPython()
  const run = spawnSync(python, [path.join('scripts', 'fonts', 'subset.py')], {
    input: JSON.stringify(job),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  if (run.status !== 0) throw new Error(`scripts/fonts/subset.py failed (exit ${run.status})`)
  const results = JSON.parse(run.stdout) as { output: string; moved: string[] }[]
  console.log(`${keep.size} characters in every font, from ${read}`)
  for (const { output, moved } of results) {
    console.log(
      `${output}: ${statSync(output).size} bytes` +
        (moved.length > 0 ? `; from the other source files: ${moved.join(' ')}` : ''),
    )
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
