/** The renaming of a stylesheet's classes: long name to short name, and every class the sheet defines. */
export interface ClassRenaming {
  names: Map<string, string>
  known: Set<string>
}

export function shortNameAt(index: number): string
export function classNamesOf(css: string): string[]
export function ownClassNames(sourceCss: string): Set<string>
export function classRenaming(css: string, keep: Set<string>): ClassRenaming
export function renamingVisitor(names: Map<string, string>): import('lightningcss').Visitor<never>
export function renameClassesInSource(code: string, fileName: string, renaming: ClassRenaming): string
export function wordsInStrings(code: string, fileName: string): Set<string>
