/** The part of the webpack loader API the loader uses (Turbopack runs webpack loaders with it). */
export interface SiteSheetLoaderContext {
  resourcePath: string
  query: unknown
  getOptions?: () => unknown
  async(): (error: Error | null, code?: string) => void
  addDependency(file: string): void
  addContextDependency(dir: string): void
}

/** Compiles app/globals.css: the whole sheet (`css`), a module exporting it (`module`), or the route sheets (`routes`, `none`). */
export default function siteSheetLoader(this: SiteSheetLoaderContext, source: string): void
