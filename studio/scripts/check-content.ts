/**
 * `npm run check:content [-- --report]`: lists the placeholder values still in the content (addresses on
 * example domains, 555 phone numbers, made-up video ids, pages awaiting review, placeholder wording), so staff
 * know what to replace before launch. It reads what the pages read: the bundled fixtures, or the connected
 * dataset with CONTENT_SOURCE=sanity, NEXT_PUBLIC_SANITY_PROJECT_ID and, for a private dataset,
 * SANITY_API_READ_TOKEN (from the environment, .env.local or .env). Exits 1 when it finds any, unless
 * `--report` is given (CI runs it that way: the bundled content is made of placeholders on purpose).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { readPublishedDocuments } from '../../lib/content/dataset-documents'
import { readContentEnv } from '../../lib/content/env'
import { findPlaceholders, PLACEHOLDER_REASONS, type PlaceholderFinding } from '../../lib/content/placeholders'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')
const MAX_VALUE_LENGTH = 90

const shorten = (value: string) => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > MAX_VALUE_LENGTH ? `${line.slice(0, MAX_VALUE_LENGTH - 1)}…` : line
}

function report(findings: readonly PlaceholderFinding[]): string {
  const lines: string[] = []
  let current = ''
  for (const finding of findings) {
    if (finding.documentId !== current) {
      current = finding.documentId
      const title = finding.documentTitle ? ` “${shorten(finding.documentTitle)}”` : ''
      lines.push('', `${finding.documentId} (${finding.documentType})${title}`)
    }
    lines.push(`  ${finding.path}: ${shorten(finding.value)}`, `    → ${PLACEHOLDER_REASONS[finding.kind]}`)
  }
  return lines.join('\n')
}

async function main(argv: readonly string[]) {
  const unknown = argv.filter((arg) => arg !== '--report')
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')} (the only option is --report)`)
  const reportOnly = argv.includes('--report')
  for (const file of ['.env.local', '.env']) {
    const envFile = path.join(root, file)
    if (existsSync(envFile)) process.loadEnvFile(envFile)
  }
  const env = readContentEnv()
  const { source, documents } = await readPublishedDocuments(env)
  if (documents.length === 0) {
    const hint = env.readToken ? '' : ' (a private dataset answers nothing without SANITY_API_READ_TOKEN)'
    throw new Error(`Read no documents from ${source}${hint}.`)
  }
  const findings = findPlaceholders(documents)
  const documentCount = new Set(findings.map((finding) => finding.documentId)).size
  console.log(`Checked ${documents.length} published documents in ${source}.`)
  if (findings.length === 0) {
    console.log('No placeholder content found.')
    return
  }
  console.log(report(findings))
  console.log(
    `\n${findings.length} placeholder value${findings.length === 1 ? '' : 's'} in ${documentCount} document${
      documentCount === 1 ? '' : 's'
    } to replace before launch.${reportOnly ? ' (--report: not a failure)' : ''}`,
  )
  if (!reportOnly) process.exitCode = 1
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
