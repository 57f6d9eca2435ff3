import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Saves a page as the browser receives it — its HTML and every same-origin file it names (scripts,
 * stylesheets, fonts, images, and the fonts those stylesheets name) — into `dir`, each at its URL path,
 * so a plain static server can replay the page with no framework at request time.
 */

/** Same-origin paths of files (not pages) in HTML, the flight data inside it, CSS, or scripts. */
function assetPaths(text: string): Set<string> {
  const found = new Set<string>()
  // chunks a script loads later (Turbopack names them relative to /_next/: "static/chunks/x.js")
  for (const match of text.matchAll(/["'](static\/(?:chunks|media)\/[A-Za-z0-9_\-.~]+)["']/g))
    found.add(`/_next/${match[1]}`)
  const patterns = [
    /\/_next\/static\/[A-Za-z0-9_\-./~%]+/g, // scripts, styles, fonts; also inside the escaped flight data
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
}

export async function snapshotPage(origin: string, pagePath: string, dir: string): Promise<Snapshot> {
  const files: Snapshot['files'] = []
  const seen = new Set<string>()
  const save = async (urlPath: string): Promise<string | null> => {
    if (seen.has(urlPath)) return null
    seen.add(urlPath)
    const response = await fetch(origin + urlPath)
    if (!response.ok) {
      console.warn(`  floor: ${urlPath} answered ${response.status}, left out`)
      return null
    }
    const body = Buffer.from(await response.arrayBuffer())
    const file = urlPath === pagePath ? path.join(dir, 'index.html') : fileFor(dir, urlPath)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream'
    await writeFile(`${file}.type`, contentType)
    files.push({ path: urlPath, bytes: body.length, contentType })
    return /text|javascript|css|svg/.test(contentType) ? body.toString('utf8') : null
  }
  const html = await save(pagePath)
  if (html === null) throw new Error(`could not fetch ${pagePath} for the static floor`)
  const queue = [...assetPaths(html)]
  while (queue.length > 0) {
    const next = queue.shift()!
    const text = await save(next)
    // stylesheets name fonts and images; scripts name the chunks they load on demand (a lazy
    // component), which the replayed page must find too or its hydration fails
    if (text !== null && /\.(css|js)$/.test(next)) queue.push(...assetPaths(text))
  }
  return { files }
}
