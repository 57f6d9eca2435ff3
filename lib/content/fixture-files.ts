import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { z } from 'zod'

/**
 * Reading `studio/fixtures/`: the NDJSON in Sanity's import format and the image files its
 * `_sanityAsset` fields point at. Shared by the local content source and the seed command.
 */

export const DEFAULT_FIXTURES_DIR = path.join(process.cwd(), 'studio', 'fixtures')

// The fixtures are read from a folder given at run time (studio/fixtures by default). The
// turbopackIgnore hints stop Next's file tracing from pulling the whole project into the server
// output because of that; `next start` runs from the repository, where the files are.
export const FIXTURES_FILE = 'content.ndjson'
/**
 * Unpublished changes (`drafts.<id>`) for local preview only: what draft mode shows with no Sanity project.
 * The seed never loads them into a dataset, where staff make their own drafts.
 */
export const DRAFTS_FILE = 'drafts.ndjson'

export const fixtureDocumentSchema = z.looseObject({
  _id: z.string().min(1),
  _type: z.string().min(1),
})
export type FixtureDocument = z.infer<typeof fixtureDocumentSchema>

/** Parses NDJSON text (one document per line, blank lines ignored). */
export function parseNdjson(text: string, source = FIXTURES_FILE): FixtureDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      let json: unknown
      try {
        json = JSON.parse(line)
      } catch (error) {
        throw new Error(`${source}:${number}: not valid JSON (${(error as Error).message})`)
      }
      const parsed = fixtureDocumentSchema.safeParse(json)
      if (!parsed.success) throw new Error(`${source}:${number}: a document needs a string _id and _type`)
      return parsed.data
    })
}

export async function readFixtureDocuments(dir = DEFAULT_FIXTURES_DIR): Promise<FixtureDocument[]> {
  return parseNdjson(await readFile(path.join(/*turbopackIgnore: true*/ dir, FIXTURES_FILE), 'utf8'))
}

/** The draft fixtures (every id starts with `drafts.`); none when the file is absent. */
export async function readDraftFixtureDocuments(dir = DEFAULT_FIXTURES_DIR): Promise<FixtureDocument[]> {
  const file = path.join(/*turbopackIgnore: true*/ dir, DRAFTS_FILE)
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  const drafts = parseNdjson(text, DRAFTS_FILE)
  const stray = drafts.find((document) => !document._id.startsWith('drafts.'))
  if (stray) throw new Error(`${DRAFTS_FILE}: ${stray._id} is not a draft id (drafts.<id>)`)
  return drafts
}

const ASSET_PATTERN = /^(image|file)@file:\/\/(\.\/)?([^?#]+)$/

export interface AssetSpec {
  kind: 'image' | 'file'
  /** Path relative to the fixtures folder, e.g. images/logo.svg */
  relativePath: string
}

/** Reads a `_sanityAsset` value such as "image@file://./images/logo.svg". */
export function parseSanityAsset(value: string): AssetSpec {
  const match = ASSET_PATTERN.exec(value)
  if (!match?.[1] || !match[3]) throw new Error(`Unsupported _sanityAsset "${value}" (expected image@file://./...)`)
  const relativePath = path.posix.normalize(match[3])
  if (relativePath.startsWith('..') || path.posix.isAbsolute(relativePath)) {
    throw new Error(`_sanityAsset "${value}" must stay inside studio/fixtures`)
  }
  return { kind: match[1] as AssetSpec['kind'], relativePath }
}

export interface FixtureAsset {
  kind: AssetSpec['kind']
  /** Sanity's id for this file's content: image-<sha1>-<w>x<h>-<ext>, or file-<sha1>-<ext> */
  _id: string
  sha1: string
  relativePath: string
  fileName: string
  extension: string
  mimeType: string
  /** Intrinsic size of an image; 0 for a file. */
  width: number
  height: number
  size: number
  bytes: Buffer
}

/** File (non-image) assets the fixtures may carry, e.g. the welcome-packet PDFs. */
const FILE_MIME_TYPES: Record<string, string> = { pdf: 'application/pdf' }

const MIME_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

export function mimeTypeFor(extension: string): string | undefined {
  return MIME_TYPES[extension.toLowerCase()]
}

/** Intrinsic size of an SVG from its root element's width/height, or else its viewBox. */
export function svgDimensions(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0]
  if (!root) throw new Error('not an SVG document')
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(root)?.[1]
  const number = (value: string | undefined) => {
    const parsed = value && /^\s*([\d.]+)\s*(px)?\s*$/.exec(value)
    return parsed?.[1] ? Number(parsed[1]) : undefined
  }
  const width = number(attribute('width'))
  const height = number(attribute('height'))
  if (width && height) return { width: Math.round(width), height: Math.round(height) }
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (viewBox?.length === 4 && viewBox[2] && viewBox[3]) {
    return { width: Math.round(viewBox[2]), height: Math.round(viewBox[3]) }
  }
  throw new Error('SVG has neither width/height nor a viewBox')
}

/** Reads one fixture image or file and describes it the way Sanity would after an upload. */
export async function readFixtureAsset(asset: AssetSpec, dir = DEFAULT_FIXTURES_DIR): Promise<FixtureAsset> {
  const bytes = await readFile(path.join(/*turbopackIgnore: true*/ dir, ...asset.relativePath.split('/')))
  const fileName = path.posix.basename(asset.relativePath)
  const extension = path.posix.extname(fileName).slice(1).toLowerCase()
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const common = {
    kind: asset.kind,
    sha1,
    relativePath: asset.relativePath,
    fileName,
    extension,
    size: bytes.byteLength,
    bytes,
  }
  if (asset.kind === 'file') {
    const mimeType = FILE_MIME_TYPES[extension]
    if (!mimeType)
      throw new Error(`Unsupported file type .${extension} (${asset.relativePath}); fixtures carry PDF files`)
    return { ...common, _id: `file-${sha1}-${extension}`, mimeType, width: 0, height: 0 }
  }
  const mimeType = mimeTypeFor(extension)
  if (!mimeType) throw new Error(`Unsupported image type .${extension} (${asset.relativePath})`)
  if (extension !== 'svg') throw new Error(`Fixture images are SVG files; got ${asset.relativePath}`)
  const { width, height } = svgDimensions(bytes.toString('utf8'))
  return { ...common, _id: `image-${sha1}-${width}x${height}-${extension}`, mimeType, width, height }
}

type JsonValue = unknown

/** Every distinct `_sanityAsset` value inside the given documents. */
export function collectSanityAssets(documents: readonly FixtureDocument[]): string[] {
  const found = new Set<string>()
  const visit = (value: JsonValue) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '_sanityAsset' && typeof inner === 'string') found.add(inner)
        else visit(inner)
      }
    }
  }
  documents.forEach(visit)
  return [...found]
}

/**
 * Returns a copy of the documents where every `{_sanityAsset: "image@file://..."}` becomes
 * `{asset: {_type: "reference", _ref: <asset id>}}`, as `sanity dataset import` does.
 */
export function replaceSanityAssets<T extends FixtureDocument>(
  documents: readonly T[],
  assetIdFor: (sanityAsset: string) => string,
): T[] {
  const replace = (value: JsonValue): JsonValue => {
    if (Array.isArray(value)) return value.map(replace)
    if (!value || typeof value !== 'object') return value
    const result: Record<string, JsonValue> = {}
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof inner === 'string') {
        result.asset = { _type: 'reference', _ref: assetIdFor(inner) }
      } else {
        result[key] = replace(inner)
      }
    }
    return result
  }
  return documents.map((document) => replace(document) as T)
}
