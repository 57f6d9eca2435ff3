/** Paths a person is never sent back to after signing in: route handlers and the Studio are not pages of the site. */
const NOT_A_RETURN_PAGE = /^\/(api|studio)(\/|$)/i

/**
 * Where to go after signing in: a page of this site from `?next=` (e.g. back to /digital-download with its
 * order), else the home page. The value is resolved exactly as a browser would (dot segments, `%2e`,
 * backslashes, tabs and newlines included) against the site's origin, and kept only when it stays on that
 * origin; the path returned is the resolved one, so what is checked is what the browser is sent to. A
 * path that still begins with `//` or `/\` after resolving (`/.//evil.example`) would leave the site once
 * used as a redirect, so it is refused too.
 */
export function safeReturnPath(next: string | null | undefined, origin: string): string {
  if (!next) return '/'
  let site: URL
  let url: URL
  try {
    site = new URL(origin)
    url = new URL(next, site)
  } catch {
    return '/'
  }
  if (url.origin !== site.origin) return '/'
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!path.startsWith('/') || /^\/[/\\]/.test(path)) return '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return '/'
  }
  if (NOT_A_RETURN_PAGE.test(url.pathname) || NOT_A_RETURN_PAGE.test(decoded)) return '/'
  return new URL(path, site).origin === site.origin ? path : '/'
}
