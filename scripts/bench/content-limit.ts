/**
 * The content limit: a page as the browser receives it, less everything that is not content — every
 * script and every web font. What is left (HTML, CSS, images, the local fallback faces) is the
 * fastest the page's content could paint on this machine. Pure text transforms, so they are unit-tested.
 */

export interface Removed {
  scripts: number
  /** `<link>` preloads of scripts or fonts (modulepreload, preload as="script" / as="font"). */
  preloads: number
  /** @font-face rules that download a file; faces that only name a local() font stay. */
  fontFaces: number
}

export const nothingRemoved = (): Removed => ({ scripts: 0, preloads: 0, fontFaces: 0 })

// The browser ends a script at the first `</script`, so a lazy match removes exactly what it would run.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK = /<link\b[^>]*>/gi
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi
// @font-face has no nested braces.
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null
}

function preloadsScriptOrFont(link: string): boolean {
  const rel = (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/)
  if (rel.includes('modulepreload')) return true
  const as = (attribute(link, 'as') ?? '').toLowerCase()
  return rel.includes('preload') && (as === 'script' || as === 'font')
}

/** CSS without the @font-face rules that fetch a file (a `url(` in them). */
export function stripWebFonts(css: string, removed: Removed = nothingRemoved()): string {
  return css.replace(FONT_FACE, (rule) => {
    if (!/url\(/i.test(rule)) return rule
    removed.fontFaces += 1
    return ''
  })
}

/** HTML without scripts, script and font preloads, and web fonts in its inline styles. */
export function stripScriptsAndFonts(html: string, removed: Removed = nothingRemoved()): string {
  return html
    .replace(SCRIPT, () => {
      removed.scripts += 1
      return ''
    })
    .replace(LINK, (link) => {
      if (!preloadsScriptOrFont(link)) return link
      removed.preloads += 1
      return ''
    })
    .replace(STYLE, (_, open: string, css: string, close: string) => open + stripWebFonts(css, removed) + close)
}

/** A file the content limit never fetches: a script or a font, by its path or the type it was served with. */
export function isScriptOrFont(urlPath: string, contentType = ''): boolean {
  const pathname = urlPath.split(/[?#]/)[0] ?? ''
  return /\.(m?js|woff2?|ttf|otf|eot)$/i.test(pathname) || /javascript|ecmascript|^font\/|font-woff/i.test(contentType)
}
