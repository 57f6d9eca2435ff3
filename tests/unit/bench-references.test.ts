import { describe, expect, it } from 'vitest'

import { isScriptOrFont, nothingRemoved, stripScriptsAndFonts, stripWebFonts } from '../../scripts/bench/content-limit'
import { commonAncestor, FLOOR_FILES, floorCacheKey, floorNextConfig } from '../../scripts/bench/framework-floor'

describe('the content limit', () => {
  const html = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    "<link rel='modulepreload' href='/_next/static/chunks/b.js'>",
    '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<script src="/_next/static/chunks/c.js" async=""></script>',
    '<style>@font-face{font-family:Inline;src:url(/f.woff2) format("woff2")}h1{color:red}</style>',
    '</head><body><h1>Habari</h1>',
    '<script>self.__next_f.push([1,"<div>not markup: \\u003c/p\\u003e"])</script>',
    '<SCRIPT type="application/ld+json">{"@type":"Organization"}</SCRIPT >',
    '<p>Karibu</p></body></html>',
  ].join('')

  it('takes out every script, and the preloads of scripts and fonts', () => {
    const removed = nothingRemoved()
    const stripped = stripScriptsAndFonts(html, removed)
    expect(stripped).not.toMatch(/<script/i)
    expect(stripped).not.toMatch(/\.js|\.woff2|modulepreload|as="font"/)
    expect(removed).toEqual({ scripts: 3, preloads: 3, fontFaces: 1 })
  })

  it('keeps the content: text, the stylesheet, image preloads and other styles', () => {
    const stripped = stripScriptsAndFonts(html)
    expect(stripped).toContain('<h1>Habari</h1><p>Karibu</p>')
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
    expect(stripped).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>')
    expect(stripped).toContain('<style>h1{color:red}</style>')
  })

  it('takes web fonts out of CSS and keeps the local fallback faces next/font writes', () => {
    const css =
      '@font-face{font-family:inter;src:url(../media/inter.p.woff2) format("woff2");font-weight:100 900}' +
      '@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}' +
      '@font-face {\n  font-family: "Display";\n  src: URL("/d.woff") format("woff");\n}\n' +
      'body{font-family:var(--font-inter)}'
    const removed = nothingRemoved()
    expect(stripWebFonts(css, removed)).toBe(
      '@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}\nbody{font-family:var(--font-inter)}',
    )
    expect(removed.fontFaces).toBe(2)
  })

  it('never saves a script or a font, known by its path or by the type it was served with', () => {
    expect(isScriptOrFont('/_next/static/chunks/a.js')).toBe(true)
    expect(isScriptOrFont('/_next/static/chunks/a.mjs?v=1')).toBe(true)
    expect(isScriptOrFont('/_next/static/media/inter.p.woff2')).toBe(true)
    expect(isScriptOrFont('/fonts/display.ttf')).toBe(true)
    expect(isScriptOrFont('/api/thing', 'application/javascript; charset=utf-8')).toBe(true)
    expect(isScriptOrFont('/f', 'font/woff2')).toBe(true)
    expect(isScriptOrFont('/_next/static/chunks/site.css', 'text/css')).toBe(false)
    expect(isScriptOrFont('/hero.svg', 'image/svg+xml')).toBe(false)
    expect(isScriptOrFont('/_next/image?url=%2Fa.jpg&w=640', 'image/webp')).toBe(false)
  })
})

describe('the framework floor', () => {
  it('is two files: a layout and a page with a heading and a paragraph, no fonts, styles or imports', () => {
    expect(Object.keys(FLOOR_FILES).sort()).toEqual(['app/layout.tsx', 'app/page.tsx'])
    const page = FLOOR_FILES['app/page.tsx']!
    expect(page).toMatch(/<h1>[^<]+<\/h1>/)
    expect(page).toMatch(/<p>[^<]{100,}<\/p>/)
    for (const text of Object.values(FLOOR_FILES)) expect(text).not.toMatch(/\bimport\b|next\/font|className|style/)
  })

  it('is cached by the installed versions and by its own files', () => {
    const versions = { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' }
    const key = floorCacheKey(versions)
    expect(key).toMatch(/^bench-floor-next16\.4\.6-react19\.3\.1-react-dom19\.3\.1-[0-9a-f]{8}$/)
    expect(floorCacheKey(versions)).toBe(key)
    expect(floorCacheKey({ ...versions, next: '16.5.0' })).not.toBe(key)
    expect(floorCacheKey(versions, { ...FLOOR_FILES, 'app/page.tsx': 'changed' })).not.toBe(key)
  })

  it('gives Turbopack a root that holds the app and the linked node_modules', () => {
    expect(commonAncestor('/root/.cache/academy-site', '/work/wt/bench/node_modules')).toBe('/')
    expect(commonAncestor('/work/cache/floor', '/work/wt/bench/node_modules')).toBe('/work')
    expect(commonAncestor('/a/b/', '/a/b/c')).toBe('/a/b')
    expect(floorNextConfig('/work')).toBe('export default { turbopack: { root: "/work" } }\n')
  })
})
