import { readFile, writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'

import { z } from 'zod'

/**
 * The headers the site sends on its built assets (`/_next/static/…`), as a Caddyfile snippet for a proxy that
 * serves those files itself (compose.yaml, docs/deploying.md#the-built-assets): the security headers of
 * next.config.ts, read from the build's `routes-manifest.json`, so the proxy sends what the build would.
 *
 *   npx tsx scripts/static-asset-headers.ts .next/routes-manifest.json static-asset-headers.caddy
 */

const manifestSchema = z.object({
  headers: z.array(
    z.object({
      source: z.string(),
      regex: z.string(),
      headers: z.array(z.object({ key: z.string(), value: z.string() })),
      has: z.array(z.unknown()).optional(),
      missing: z.array(z.unknown()).optional(),
    }),
  ),
})

/** A path of the kind the proxy serves; every built asset is under the same prefix. */
const ASSET_PATH = '/_next/static/chunks/asset.js'

/**
 * Every header rule whose path matches a built asset and that asks nothing of the request, in the manifest's order:
 * a later rule's value for a header replaces an earlier one's, as Next applies them.
 */
export function staticAssetHeaders(manifest: unknown): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of manifestSchema.parse(manifest).headers) {
    if (rule.has?.length || rule.missing?.length) continue
    if (!new RegExp(rule.regex).test(ASSET_PATH)) continue
    for (const { key, value } of rule.headers) headers.set(key, value)
  }
  return headers
}

/**
 * Caddy's `header` directives for them, one per line, each value quoted. In a Caddyfile only a quote is escaped
 * (`\"`), so a backslash could not be written as itself; no header of the site has one.
 */
export function caddyHeaderDirectives(headers: ReadonlyMap<string, string>): string {
  const quoted = (text: string) => {
    if (text.includes('\\')) throw new Error(`a Caddyfile cannot quote a header value with a backslash: ${text}`)
    return `"${text.replaceAll('"', '\\"')}"`
  }
  return [...headers].map(([key, value]) => `header ${key} ${quoted(value)}\n`).join('')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [manifestPath, out] = process.argv.slice(2)
  if (!manifestPath || !out) throw new Error('usage: static-asset-headers.ts <routes-manifest.json> <out.caddy>')
  const headers = staticAssetHeaders(JSON.parse(await readFile(manifestPath, 'utf8')))
  await writeFile(out, caddyHeaderDirectives(headers))
  console.log(`${out}: ${[...headers.keys()].join(', ')}`)
}
