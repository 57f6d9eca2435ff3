import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@sanity/client'
import ts from 'typescript'

import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { readContentEnv, resolveContentSource, type ContentEnv } from '@/lib/content/env'
import { parseNdjson, readDraftFixtureDocuments, readFixtureDocuments } from '@/lib/content/fixture-files'
import { isUnpublishedId } from '@/lib/content/fixtures'

import { stringsIn, type TextUse } from './characters'

/**
 * Where the text the site's fonts draw comes from: the CMS content (the bundled fixtures, drafts included, since
 * preview shows them too, or the published documents of a connected dataset), the fixture product catalogue,
 * and the site's own strings in app/ and lib/.
 */

const repoRoot = process.cwd()

/** Every string of every fixture document and product, named by document id. */
export async function fixtureTexts(): Promise<TextUse[]> {
  const documents = [...(await readFixtureDocuments()), ...(await readDraftFixtureDocuments())]
  return [
    ...documents.flatMap((document) => [...stringsIn(document, document._id)]),
    ...fixtureProducts.flatMap((product) => [...stringsIn(product, `product ${product.id}`)]),
  ]
}

/**
 * Every string of every published document of the connected dataset, read with the Content Lake's export API
 * (the documents as NDJSON, what `sanity dataset export` downloads) with the site's content settings.
 */
export async function datasetTexts(env: ContentEnv & { projectId: string }): Promise<TextUse[]> {
  const client = createClient({
    projectId: env.projectId,
    dataset: env.dataset,
    apiVersion: env.apiVersion,
    useCdn: false,
    ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
  })
  const url = client.getUrl(`/data/export/${env.dataset}`)
  const response = await fetch(url, { headers: env.readToken ? { authorization: `Bearer ${env.readToken}` } : {} })
  if (!response.ok) throw new Error(`Exporting the "${env.dataset}" dataset failed: ${response.status} from ${url}`)
  const documents = parseNdjson(await response.text(), `the "${env.dataset}" dataset`)
  return documents
    .filter((document) => !isUnpublishedId(document._id) && !document._type.startsWith('sanity.'))
    .flatMap((document) => [...stringsIn(document, document._id)])
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** The string literals, template texts and JSX text of one TypeScript file (comments and regexes are not text). */
export function stringsInSource(fileName: string, code: string): TextUse[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true)
  const found: TextUse[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
      found.push({ source: `${fileName}:${line}`, path: ts.SyntaxKind[node.kind], text: node.text })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The site's own strings: every .ts and .tsx file under app/ and lib/. */
export async function siteStringTexts(): Promise<TextUse[]> {
  const files = [...(await sourceFiles('app')), ...(await sourceFiles('lib'))]
  const texts = await Promise.all(
    files.map(async (file) => stringsInSource(file, await readFile(path.join(repoRoot, file), 'utf8'))),
  )
  return texts.flat()
}

/**
 * All the text the fonts must draw, and what it was read from: the fixtures and the site's strings, plus the
 * published documents of the dataset when the site is connected (CONTENT_SOURCE=sanity and a project id).
 */
export async function textsToDraw(env: ContentEnv = readContentEnv()): Promise<{ texts: TextUse[]; read: string }> {
  const texts = [...(await fixtureTexts()), ...(await siteStringTexts())]
  if (resolveContentSource(env) !== 'sanity' || !env.projectId) {
    return { texts, read: 'the fixtures and the site\u2019s strings' }
  }
  texts.push(...(await datasetTexts({ ...env, projectId: env.projectId })))
  return { texts, read: `the fixtures, the site\u2019s strings and the published documents of "${env.dataset}"` }
}
