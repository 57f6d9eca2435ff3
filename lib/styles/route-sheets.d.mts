/** A page of the (site) group: its address pattern (folder names), its page file, and the frame files around it. */
export interface GroupPage {
  pattern: string[]
  page: string
  frame: string[]
}

export const TAILWIND_IMPORT: string
export function resolveImport(specifier: string, fromFile: string, root: string): string | null
export function moduleGraph(entries: readonly string[], root: string): string[]
export function groupPages(groupDir: string): GroupPage[]
export function candidatesIn(files: readonly string[]): string[]
export function sheetSourceFor(globalsCss: string, candidates: readonly string[]): string
