// `app/globals.css?site-sheet` (next.config.ts): the compiled sheet's text on the server, and in the browser the
// address of the same sheet as a file (docs/architecture.md#the-stylesheet).
declare module '*.css?site-sheet' {
  const sheet: string
  export default sheet
}

// `app/globals.css?route-sheets` (next.config.ts): on the server each public page's own sheet with its folder
// pattern; in the browser, and in development, an empty list (docs/architecture.md#the-stylesheet).
declare module '*.css?route-sheets' {
  const sheets: ReadonlyArray<readonly [pattern: readonly string[], css: string]>
  export default sheets
}
