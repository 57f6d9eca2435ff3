/**
 * `npm run checks`: the static checks of `npm test` (lint, types, schema, generated types, Edge Functions, fonts,
 * the content's placeholders in report mode),
 * two at a time. Each is a separate npm script and can still be run alone; here their output is held back
 * and printed whole when each one ends, so the log reads in order. Exits non-zero if any check failed,
 * after all of them have run, so one run shows every problem.
 */
import { spawn } from 'node:child_process'

// Longest first (seconds on a clean clone of a two-core machine: lint 58, typecheck 56, typegen 42, format 37,
// schema 29, the rest under 10), so the two queues end close together.
const CHECKS = [
  'lint',
  'typecheck',
  'typegen:check',
  'format:check',
  'schema:validate',
  'db:types:check',
  'functions:check',
  'fonts:check',
  // Lists the content's placeholders for the log; the bundled fixtures are placeholders on purpose.
  'check:content -- --report',
]
const CONCURRENCY = Number(process.env.CHECKS_CONCURRENCY ?? 2)

interface Outcome {
  script: string
  code: number
  seconds: number
}

function run(script: string): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10
      const text = Buffer.concat(output).toString('utf8').trimEnd()
      process.stdout.write(
        `\n> ${script} (${seconds} s, ${code === 0 ? 'ok' : `failed with ${code}`})\n${text ? `${text}\n` : ''}`,
      )
      resolve({ script, code: code ?? 1, seconds })
    })
  })
}

async function main() {
  const queue = [...CHECKS]
  const outcomes: Outcome[] = []
  const worker = async () => {
    for (let script = queue.shift(); script; script = queue.shift()) outcomes.push(await run(script))
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const failed = outcomes.filter((outcome) => outcome.code !== 0)
  console.log(
    failed.length ? `\nchecks failed: ${failed.map((outcome) => outcome.script).join(', ')}` : '\nall checks passed',
  )
  process.exit(failed.length ? 1 : 0)
}

void main()
