import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'

/**
 * The build's static files (`.next/static`) compressed once, ahead of time, each copy beside its original as
 * `<file>.br` and `<file>.gz`. A front that serves these files itself sends the copy the browser accepts, so no
 * request pays for compressing a file that never changes: Caddy in compose.yaml (`precompressed br gzip`) and the
 * benchmark's HTTP/2 front (docs/deploying.md#the-built-assets). `next start` compresses each one on every request.
 *
 *   npx tsx scripts/precompress-static.ts .next/static
 */

/** Text the browser downloads; fonts (woff2) and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt)$/

/** The copies, in the order a front prefers them. */
export const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (body: Buffer) =>
      brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  },
  { name: 'gzip', suffix: '.gz', compress: (body: Buffer) => gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }) },
] as const

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

async function isFresh(copy: string, original: Date): Promise<boolean> {
  try {
    return (await stat(copy)).mtime >= original
  } catch {
    return false
  }
}

/**
 * Writes the compressed copies of every compressible file under `dir`. A copy that would not be smaller is not
 * written (the front then sends the file as it is), and one newer than its original is kept, so a second run only
 * does what changed.
 */
export async function precompressStatic(dir: string): Promise<{ files: number; written: number }> {
  const originals = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file))
  let written = 0
  for (const file of originals) {
    const modified = (await stat(file)).mtime
    let body: Buffer | null = null
    for (const encoding of ENCODINGS) {
      const copy = file + encoding.suffix
      if (await isFresh(copy, modified)) continue
      body ??= await readFile(file)
      const compressed = encoding.compress(body)
      if (compressed.length >= body.length) continue
      await writeFile(copy, compressed)
      written += 1
    }
  }
  return { files: originals.length, written }
}

/** The copies an `accept-encoding` allows (named, not at `q=0`), in the order a front prefers them. */
export function acceptedEncodings(acceptEncoding: string): (typeof ENCODINGS)[number][] {
  const named = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!params.some((param) => /^q=0(?:\.0*)?$/.test(param))) named.add(name)
  }
  return ENCODINGS.filter((encoding) => named.has(encoding.name))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: precompress-static.ts <.next/static>')
  const { files, written } = await precompressStatic(dir)
  console.log(`precompressed ${files} files under ${dir}: ${written} copies written`)
}
