import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { acceptedEncodings, precompressStatic } from '../../scripts/precompress-static'

/** A chunk long and repetitive enough to compress, as the build's are. */
const CHUNK = `(self.webpackChunk=self.webpackChunk||[]).push([[1],{${'a:function(e){e.exports="kente"},'.repeat(200)}}])`
const STYLES = `.site-root{color:#2b1d12}${'.card{border-radius:1rem;padding:1.5rem}'.repeat(100)}`

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'))
  await mkdir(path.join(dir, 'chunks'), { recursive: true })
  await mkdir(path.join(dir, 'media'), { recursive: true })
  await writeFile(path.join(dir, 'chunks', 'app.js'), CHUNK)
  await writeFile(path.join(dir, 'chunks', 'tiny.js'), '1')
  await writeFile(path.join(dir, 'site.css'), STYLES)
  await writeFile(path.join(dir, 'media', 'inter.woff2'), Buffer.from('wOF2 already compressed'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('precompressing the built assets', () => {
  it('writes a brotli and a gzip copy beside each script and stylesheet, each the same text once unpacked', async () => {
    expect(await precompressStatic(dir)).toEqual({ files: 3, written: 4 })
    const app = path.join(dir, 'chunks', 'app.js')
    expect(brotliDecompressSync(await readFile(`${app}.br`)).toString()).toBe(CHUNK)
    expect(gunzipSync(await readFile(`${app}.gz`)).toString()).toBe(CHUNK)
    const css = path.join(dir, 'site.css')
    expect(brotliDecompressSync(await readFile(`${css}.br`)).toString()).toBe(STYLES)
    expect(gunzipSync(await readFile(`${css}.gz`)).toString()).toBe(STYLES)
    expect((await readFile(`${app}.br`)).length).toBeLessThan((await readFile(`${app}.gz`)).length)
  })

  it('leaves fonts alone, and writes no copy that would be larger than the file', async () => {
    await precompressStatic(dir)
    expect((await readdir(path.join(dir, 'media'))).sort()).toEqual(['inter.woff2'])
    expect((await readdir(path.join(dir, 'chunks'))).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'tiny.js'])
  })

  it('redoes only the files that changed since their copies were written', async () => {
    await precompressStatic(dir)
    expect(await precompressStatic(dir)).toEqual({ files: 3, written: 0 })
    const app = path.join(dir, 'chunks', 'app.js')
    await writeFile(app, `${CHUNK};console.log("changed")`)
    const later = new Date(Date.now() + 60_000)
    await utimes(app, later, later)
    expect(await precompressStatic(dir)).toEqual({ files: 3, written: 2 })
    expect(gunzipSync(await readFile(`${app}.gz`)).toString()).toBe(`${CHUNK};console.log("changed")`)
  })
})

describe('which copy a browser accepts', () => {
  it('prefers brotli, then gzip, and honours a refusal', () => {
    const names = (accept: string) => acceptedEncodings(accept).map((encoding) => encoding.name)
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip'])
    expect(names('gzip')).toEqual(['gzip'])
    expect(names('br;q=0, GZIP;q=0.5')).toEqual(['gzip'])
    expect(names('identity')).toEqual([])
    expect(names('')).toEqual([])
  })
})
