// `app/globals.css?site-sheet` (next.config.ts): the compiled sheet's text on the server, and in the browser the
// address of the same sheet as a file (docs/architecture.md#the-stylesheet).
declare module '*.css?site-sheet' {
  const sheet: string
  export default sheet
}
