/**
 * Which route sheet a page's document carries (docs/architecture.md#the-stylesheet): the sheet of the (site) page
 * whose folder pattern matches the address, chosen as Next chooses the page, so a static segment beats a dynamic
 * one (`[slug]`), which beats a catch-all (`[...slug]`), which beats an optional one (`[[...slug]]`).
 */
export type RouteSheet = readonly [pattern: readonly string[], css: string]

const STATIC = 0
const DYNAMIC = 1
const CATCH_ALL = 2
const OPTIONAL_CATCH_ALL = 3

function kindOf(segment: string): number {
  if (segment.startsWith('[[...')) return OPTIONAL_CATCH_ALL
  if (segment.startsWith('[...')) return CATCH_ALL
  if (segment.startsWith('[')) return DYNAMIC
  return STATIC
}

/** How specific the pattern's match of `segments` is (lower is more specific), or null when it does not match. */
function matchRank(pattern: readonly string[], segments: readonly string[]): number[] | null {
  const rank: number[] = []
  for (const [index, part] of pattern.entries()) {
    const kind = kindOf(part)
    if (kind === CATCH_ALL || kind === OPTIONAL_CATCH_ALL) {
      const rest = segments.length - index
      if (rest < (kind === CATCH_ALL ? 1 : 0)) return null
      rank.push(kind)
      return index === pattern.length - 1 ? rank : null
    }
    const segment = segments[index]
    if (segment === undefined) return null
    if (kind === STATIC && segment !== part) return null
    rank.push(kind)
  }
  return segments.length === pattern.length ? rank : null
}

function moreSpecific(a: number[], b: number[]): boolean {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const [x = 0, y = 0] = [a[index], b[index]]
    if (x !== y) return x < y
  }
  return a.length > b.length
}

/** The sheet of the page that answers `pathname`, or undefined when none of the patterns does. */
export function routeSheetFor(sheets: readonly RouteSheet[], pathname: string): string | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  let best: { rank: number[]; css: string } | undefined
  for (const [pattern, css] of sheets) {
    const rank = matchRank(pattern, segments)
    if (rank && (!best || moreSpecific(rank, best.rank))) best = { rank, css }
  }
  return best?.css
}
