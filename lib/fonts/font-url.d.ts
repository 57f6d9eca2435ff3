// `lib/fonts/<name>.woff2?font-url` (next.config.ts): the address the font file is served at, content-hashed under
// /_next/static/media/ (docs/architecture.md#fonts).
declare module '*.woff2?font-url' {
  const href: string
  export default href
}
