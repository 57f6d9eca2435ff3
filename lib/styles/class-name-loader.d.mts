import type { SiteSheetLoaderContext } from './site-sheet-loader.d.mts'

/** Renames the classes of an app/ or lib/ source file to the production sheet's short names. */
export default function classNameLoader(this: SiteSheetLoaderContext, source: string): void
