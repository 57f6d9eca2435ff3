import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { fontPreloadScript } from '@/lib/fonts/preload-script'

const FILES = ['/_next/static/media/inter.abc.woff2', '/_next/static/media/fraunces.def.woff2']

/** Runs the script as a browser would in the head, and returns the markup it added there. */
function runIn(connection: { effectiveType?: string } | undefined): string[] {
  const added: string[] = []
  const head = {
    insertAdjacentHTML(position: string, html: string) {
      expect(position).toBe('beforeend')
      added.push(html)
    },
  }
  const globals = { navigator: connection ? { connection } : {}, document: { head } }
  runInNewContext(fontPreloadScript(FILES), globals)
  expect(Object.keys(globals).sort(), 'the script leaves no globals behind').toEqual(['document', 'navigator'])
  return added
}

const PRELOADS = [
  '<link rel=preload as=font crossorigin href="/_next/static/media/inter.abc.woff2">' +
    '<link rel=preload as=font crossorigin href="/_next/static/media/fraunces.def.woff2">',
]

describe('the fonts’ preload script', () => {
  it('preloads both files, as CORS font requests, on a connection the browser rates 4G', () => {
    expect(runIn({ effectiveType: '4g' })).toEqual(PRELOADS)
  })

  it('preloads both files in a browser that does not rate its connection', () => {
    expect(runIn(undefined)).toEqual(PRELOADS)
    expect(runIn({})).toEqual(PRELOADS)
  })

  it.each(['3g', '2g', 'slow-2g'])('preloads nothing on a %s connection, so the first paint does not wait', (type) => {
    expect(runIn({ effectiveType: type })).toEqual([])
  })
})
