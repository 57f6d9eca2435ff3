/**
 * The inline script that preloads the web font files at `hrefs`, unless the browser rates the connection slower
 * than 4G (docs/architecture.md#fonts).
 *
 * Chromium holds a page's first paint for up to 100 ms after `<body>` while a font preloaded before it is on its
 * way, so that a font which can arrive in time is in that paint. On a connection it rates `3g`, `2g` or `slow-2g`
 * the fonts never arrive in time, so the hold only delays the page; there the face rules fetch the files when the
 * first layout asks for them, for the pages after. A browser without `navigator.connection` gets the preloads.
 * The script must run in the head, where the parser meets it: a preload made after `<body>` holds nothing.
 */
export function fontPreloadScript(hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel=preload as=font crossorigin href="${href}">`).join('')
  // `effectiveType` is `slow-2g`, `2g`, `3g` or `4g`. An absent one is tested as the text "undefined", which does
  // not match, so that browser gets the preloads too.
  return `/[23]g/.test(navigator.connection?.effectiveType)||document.head.insertAdjacentHTML("beforeend",${JSON.stringify(links)})`
}
