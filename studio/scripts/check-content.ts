/**
 * `npm run check:content [-- --report] [-- --today=YYYY-MM-DD]`: lists the placeholder values still in the
 * content (addresses on example domains, 555 phone numbers, made-up video ids, pages awaiting review,
 * placeholder wording), so staff know what to replace before launch, then the launch warnings (badges without
 * an awarding body or link, an FAQ that contradicts them, a school year that has ended, no upcoming event, a
 * blog quiet for more than 90 days), judged on today's date on the school's clock or on `--today`. It reads what
 * the pages read: the bundled fixtures, or the connected dataset with CONTENT_SOURCE=sanity,
 * NEXT_PUBLIC_SANITY_PROJECT_ID and, for a private dataset, SANITY_API_READ_TOKEN (from the environment,
 * .env.local or .env). Exits 1 when it finds a placeholder, unless `--report` is given (CI runs it that way: the
 * bundled content is made of placeholders on purpose); warnings are printed but never change the exit code.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { readPublishedDocuments } from '../../lib/content/dataset-documents'
import { readContentEnv } from '../../lib/content/env'
import { findPlaceholders, PLACEHOLDER_REASONS, type PlaceholderFinding } from '../../lib/content/placeholders'
import { formatLongDate, parseIsoDate, schoolToday } from '../../lib/school/clock'
import { siteNow } from '../../lib/site/now.mjs'
import { findLaunchWarnings, type LaunchWarning } from './launch-warnings'

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

function warningReport(warnings: readonly LaunchWarning[], today: string): string {
  const heading = `${warnings.length} warning${warnings.length === 1 ? '' : 's'} before launch, as of ${formatLongDate(today)} (warnings do not fail the check):`
  const lines = warnings.map((warning) => {
    const field = warning.path ? ` ${warning.path}` : ''
    return `  ${warning.documentId}${field}\n    → ${warning.message}`
  })
  return ['', heading, ...lines].join('\n')
}

const TODAY_OPTION = /^--today=(.*)$/

function readOptions(argv: readonly string[]): { reportOnly: boolean; today: string } {
  const unknown = argv.filter((arg) => arg !== '--report' && !TODAY_OPTION.test(arg))
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(' ')} (the options are --report and --today=YYYY-MM-DD)`)
  const given = argv.map((arg) => TODAY_OPTION.exec(arg)?.[1]).find((value) => value !== undefined)
  if (given !== undefined && !parseIsoDate(given)) throw new Error(`--today takes a date, e.g. --today=2026-08-03`)
  return { reportOnly: argv.includes('--report'), today: given ?? schoolToday(siteNow()) }
}

async function main(argv: readonly string[]) {
  const { reportOnly, today } = readOptions(argv)
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
  const warnings = findLaunchWarnings(documents, today)
  const documentCount = new Set(findings.map((finding) => finding.documentId)).size
  console.log(`Checked ${documents.length} published documents in ${source}.`)
  if (findings.length === 0) console.log('No placeholder content found.')
  else {
    console.log(report(findings))
    console.log(
      `\n${findings.length} placeholder value${findings.length === 1 ? '' : 's'} in ${documentCount} document${
        documentCount === 1 ? '' : 's'
      } to replace before launch.${reportOnly ? ' (--report: not a failure)' : ''}`,
    )
    if (!reportOnly) process.exitCode = 1
  }
  console.log(warnings.length > 0 ? warningReport(warnings, today) : 'No launch warnings.')
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
