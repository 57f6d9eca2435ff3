import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { isScriptOrFont, nothingRemoved, stripScriptsAndFonts, stripWebFonts, type Removed } from './content-limit'

/**
 * Saves the content limit of a page (content-limit.ts): its HTML as the browser receives it, without
 * scripts and web fonts, and every same-origin file it still names (stylesheets, images, and the images
 * those stylesheets name) into `dir`, each at its URL path, so a plain static server can replay it.
 */

/** Same-origin paths of files (not pages) named in HTML or CSS. */
function assetPaths(text: string): Set<string> {
  const found = new Set<string>()
  const patterns = [
    /\/_next\/static\/[A-Za-z0-9_\-./~%]+/g, // styles, images
    /(?:src|href|srcSet|srcset)="(\/[^"]+)"/g,
    /url\((\/[^)'"]+)\)/g,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      for (const candidate of (match[1] ?? match[0]).split(',')) {
        const urlPath = candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&')
        // a file has an extension or is an image endpoint; page links (/programs) are not assets
        if (
          urlPath?.startsWith('/') &&
          !urlPath.startsWith('//') &&
          /\.[a-z0-9]+($|\?)|^\/_next\/image\?/i.test(urlPath)
        ) {
          found.add(urlPath)
        }
      }
    }
  }
  return found
}

/** Where a URL path is stored: query strings folded into the name so `/_next/image?…` variants stay apart. */
export function fileFor(dir: string, urlPath: string): string {
  const url = new URL(urlPath, 'http://x')
  const name = url.pathname === '/' ? '/index.html' : url.pathname
  return path.join(
    dir,
    decodeURIComponent(name) + (url.search ? `__${Buffer.from(url.search).toString('base64url')}` : ''),
  )
}

export interface Snapshot {
  files: { path: string; bytes: number; contentType: string }[]
  /** What was taken out of the HTML and CSS. */
  removed: Removed
  /** Scripts and fonts the page names that were not saved. */
  skipped: string[]
}

export async function snapshotContentLimit(origin: string, pagePath: string, dir: string): Promise<Snapshot> {
  const files: Snapshot['files'] = []
  const removed = nothingRemoved()
  const skipped: string[] = []
  const seen = new Set<string>()
  const save = async (urlPath: string): Promise<string | null> => {
    if (seen.has(urlPath)) return null
    seen.add(urlPath)
    if (isScriptOrFont(urlPath)) {
      skipped.push(urlPath)
      return null
    }
    const response = await fetch(origin + urlPath)
    if (!response.ok) {
      console.warn(`  content limit: ${urlPath} answered ${response.status}, left out`)
      return null
    }
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream'
    if (isScriptOrFont(urlPath, contentType)) {
      skipped.push(urlPath)
      return null
    }
    let body = Buffer.from(await response.arrayBuffer())
    if (urlPath === pagePath) body = Buffer.from(stripScriptsAndFonts(body.toString('utf8'), removed))
    else if (/css/.test(contentType)) body = Buffer.from(stripWebFonts(body.toString('utf8'), removed))
    const file = urlPath === pagePath ? path.join(dir, 'index.html') : fileFor(dir, urlPath)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
    await writeFile(`${file}.type`, contentType)
    files.push({ path: urlPath, bytes: body.length, contentType })
    return /text|css|svg/.test(contentType) ? body.toString('utf8') : null
  }
  const html = await save(pagePath)
  if (html === null) throw new Error(`could not fetch ${pagePath} for the content limit`)
  const queue = [...assetPaths(html)]
  while (queue.length > 0) {
    const next = queue.shift()!
    const text = await save(next)
    // stylesheets name images (and fonts, already taken out)
    if (text !== null && /\.css$/.test(next.split('?')[0]!)) queue.push(...assetPaths(text))
  }
  return { files, removed, skipped }
}
