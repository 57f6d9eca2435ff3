import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { waitForOk } from '../../scripts/bench/ports'

/**
 * The self-hosted artefact as the Dockerfile lays it out: its run stage copies the standalone server and the files
 * it serves out of the build stage. The same COPY lines are read here, so a test checks that every path the image
 * needs exists after `next build`, and the two-instance e2e runs the server from exactly that layout.
 */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The build folder the Playwright servers use (next.config.ts `distDir`). */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next'

export interface ImageCopy {
  /** The path in the build stage, relative to the project (its `.next` replaced by this build's folder). */
  from: string
  /** Where it lands, relative to the image's working folder. */
  to: string
}

/** The `COPY --from=build <from> <to>` lines of the Dockerfile's last stage. */
export function imageCopies(dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')): ImageCopy[] {
  const stages = dockerfile.split(/^FROM /m)
  const run = stages.at(-1) ?? ''
  const copies: ImageCopy[] = []
  for (const match of run.matchAll(/^COPY\s+--from=build\s+(?:--chown=\S+\s+)?(\S+)\s+(\S+)\s*$/gm)) {
    const [from, to] = [match[1]!.replace(/^\/app\//, ''), match[2]!]
    // The image is built into `.next`; a test build may use another folder (NEXT_DIST_DIR).
    copies.push({
      from: from.replace(/^\.next(?=\/|$)/, DIST_DIR),
      to: to.replace(/^(\.\/)?\.next(?=\/|$)/, `$1${DIST_DIR}`),
    })
  }
  return copies
}

/** The folder the image's `node server.js` runs in: the standalone output, which the first COPY puts at `./`. */
export function standaloneRoot(copies = imageCopies()): string {
  const root = copies.find((copy) => copy.to === './' || copy.to === '.')
  if (!root) throw new Error('The Dockerfile copies no standalone server to its working folder')
  return path.join(ROOT, root.from)
}

/** Lays the other copies into the standalone folder, as the image has them. */
export function layOutImage(copies = imageCopies()): string {
  const target = standaloneRoot(copies)
  for (const copy of copies) {
    const source = path.join(ROOT, copy.from)
    if (!existsSync(source)) throw new Error(`The Dockerfile copies ${copy.from}, which the build did not write`)
    if (source === target) continue
    cpSync(source, path.join(target, copy.to), { recursive: true })
  }
  return target
}

export interface SiteInstance {
  url: string
  /** Every line the server printed so far. */
  output: () => string[]
  stop: () => Promise<void>
  exited: () => Promise<number | null>
}

/** Starts `node server.js` in the image's layout on 127.0.0.1:<port>, and waits until it answers. */
export async function startSiteInstance(
  folder: string,
  port: number,
  env: Record<string, string>,
  { waitUntilReady = true } = {},
): Promise<SiteInstance> {
  const lines: string[] = []
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: folder,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)))
  }
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const instance: SiteInstance = {
    url,
    output: () => [...lines],
    exited: () => exit,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        return
      }
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    },
  }
  if (waitUntilReady) {
    try {
      await waitForOk(`${url}/api/health`, 60_000, () => child.exitCode === null)
    } catch (error) {
      await instance.stop()
      throw new Error(`${String(error)}\n${lines.join('\n')}`)
    }
  }
  return instance
}
