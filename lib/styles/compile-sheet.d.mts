import type { ClassRenaming } from './class-names.mjs'

export interface CompileMessage {
  type: string
  file?: string
  dir?: string
}

export const SITE_SHEET: string
export function compileSheet(
  source: string,
  from: string,
  renaming?: ClassRenaming | null,
): Promise<{ css: string; messages: CompileMessage[] }>
export function dependOnSheetInputs(
  messages: CompileMessage[],
  loader: { addDependency(file: string): void; addContextDependency(dir: string): void },
): void
export function shortensClassNames(): boolean
export function siteRenaming(): Promise<ClassRenaming & { messages: CompileMessage[] }>
