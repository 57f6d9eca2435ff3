// Tailwind declares the custom properties its utilities compose (`--tw-shadow`, `--tw-border-style`, …) twice:
// registered with `@property` (non-inheriting, with an initial value) for browsers that support it, and as the
// same initial values set on every element inside `@layer properties`, behind an `@supports` test that only
// browsers without `@property` pass (Firefox before 128 among Next's targets). Both give each element the same
// starting values. The sheet keeps the second for every browser and drops the first: it is inline in every page's
// document, and the registrations were 0.4 KiB gzip of it (docs/architecture.md#the-stylesheet).

/** A PostCSS plugin: Tailwind's `@property --tw-*` registrations out, its fallback defaults unconditional. */
export function unregisteredProperties() {
  return {
    postcssPlugin: 'academy-unregistered-properties',
    OnceExit(root) {
      root.walkAtRules('property', (rule) => {
        if (rule.params.trim().startsWith('--tw-')) rule.remove()
      })
      root.walkAtRules('layer', (layer) => {
        if (layer.params.trim() !== 'properties' || !layer.nodes) return
        layer.each((node) => {
          if (node.type === 'atrule' && node.name === 'supports' && node.nodes) node.replaceWith(node.nodes)
        })
      })
    },
  }
}
unregisteredProperties.postcss = true
