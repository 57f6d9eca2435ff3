import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/**
 * Which GROQ queries each page runs, read from the code rather than declared a second time: starting at a
 * route's page component and the layouts around it, every identifier is followed to its declaration in the
 * repository (functions, components through JSX, loaders, constants) and each `*_QUERY` constant reached is
 * recorded. A route handler of the site's own that the page's code fetches (`fetch('/api/proverbs')`) shows what its
 * GET reads, so it is followed from the address. Metadata, static params and other route handlers are not
 * followed: they are not what the page shows.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..')
const SITE_DIR = path.join(repoRoot, 'app/(site)')

export interface RouteQueries {
  /** The app route as the build names it: `/blog/[slug]`. */
  appRoute: string
  /** The exported query constants' names the page and its layouts reach. */
  queries: ReadonlySet<string>
}

/** The files under `dir` with one of the given names. */
function filesNamed(dir: string, names: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesNamed(full, names)
    return names.includes(name) ? [full] : []
  })
}

/** `app/(site)/blog/[slug]/page.tsx` → `/blog/[slug]` (route groups leave no trace in the URL). */
export function appRouteOf(pageFile: string): string {
  const segments = path
    .relative(path.join(repoRoot, 'app'), path.dirname(pageFile))
    .split(path.sep)
    .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment))
  return `/${segments.join('/')}`
}

/** The layouts that wrap a page, outermost first. */
function layoutsAround(pageFile: string): string[] {
  const layouts: string[] = []
  for (let dir = path.dirname(pageFile); dir.startsWith(path.join(repoRoot, 'app')); dir = path.dirname(dir)) {
    for (const name of ['layout.tsx', 'layout.ts']) {
      const file = path.join(dir, name)
      if (statSync(file, { throwIfNoEntry: false })?.isFile()) layouts.unshift(file)
    }
  }
  return layouts
}

/**
 * A program of the given files, what they import and the repository's own declaration files (which type the
 * stylesheet and font imports), under its compiler options. Only the pages, their layouts and the site's route
 * handlers are roots: the tests, scripts and Studio tools they never import would be parsed and bound for nothing.
 */
function createProgram(rootNames: string[]): ts.Program {
  const configPath = path.join(repoRoot, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file))
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot)
  const declarations = parsed.fileNames.filter((file) => /\.d\.[cm]?ts$/.test(file))
  return ts.createProgram({ rootNames: [...rootNames, ...declarations], options: { ...parsed.options, noEmit: true } })
}

const isOwnSource = (file: ts.SourceFile) =>
  !file.isDeclarationFile && !file.fileName.includes('/node_modules/') && file.fileName.startsWith(repoRoot)

function defaultExport(file: ts.SourceFile): ts.Node | undefined {
  for (const statement of file.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
    const isDefault = modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)
    if (isDefault && ts.isFunctionDeclaration(statement)) return statement
    if (ts.isExportAssignment(statement)) return statement.expression
  }
  return undefined
}

/** The GET handler at a site address (`/api/proverbs` → app/api/proverbs/route.ts), when there is one. */
function getHandlerAt(program: ts.Program, address: string): ts.Node | undefined {
  const source = program.getSourceFile(path.join(repoRoot, 'app', address, 'route.ts'))
  return source?.statements.find((statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === 'GET')
}

/** Every page of the public site with the queries it reaches. */
export function routeQueries(): RouteQueries[] {
  const pages = filesNamed(SITE_DIR, ['page.tsx'])
  const program = createProgram([
    ...pages,
    ...new Set(pages.flatMap(layoutsAround)),
    ...filesNamed(path.join(repoRoot, 'app'), ['route.ts']),
  ])
  const checker = program.getTypeChecker()

  const queriesFrom = (starts: ts.Node[]): Set<string> => {
    const found = new Set<string>()
    const visited = new Set<ts.Node>()
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) follow(node)
      if (ts.isStringLiteralLike(node) && /^\/api\/[\w/-]+$/.test(node.text)) {
        const handler = getHandlerAt(program, node.text)
        if (handler && !visited.has(handler)) {
          visited.add(handler)
          visit(handler)
        }
      }
      ts.forEachChild(node, visit)
    }
    const follow = (identifier: ts.Identifier): void => {
      let symbol = checker.getSymbolAtLocation(identifier)
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      for (const declaration of symbol?.declarations ?? []) {
        if (visited.has(declaration) || !isOwnSource(declaration.getSourceFile())) continue
        visited.add(declaration)
        if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
          if (/^[A-Z0-9_]+_QUERY$/.test(declaration.name.text)) {
            found.add(declaration.name.text)
            continue
          }
        }
        // Types say nothing about what runs.
        if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) continue
        visit(declaration)
      }
    }
    for (const start of starts) visit(start)
    return found
  }

  return pages.map((pageFile) => {
    const starts = [pageFile, ...layoutsAround(pageFile)].flatMap((file) => {
      const source = program.getSourceFile(file)
      const component = source && defaultExport(source)
      return component ? [component] : []
    })
    return { appRoute: appRouteOf(pageFile), queries: queriesFrom(starts) }
  })
}
