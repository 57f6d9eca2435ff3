import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { rmSync } from 'node:fs'

/**
 * Child processes of the benchmark (next start, chromium). Each starts in its own process group, so
 * stopping it stops everything it forked (`next start` forks a `next-server` child; Debian's chromium is
 * a shell wrapper around the real binary). Whatever ends the benchmark — success, an error, Ctrl-C —
 * every group still running is killed.
 */

const running = new Set<ChildProcess>()

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is already gone
  }
}

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** SIGTERM the group, then SIGKILL it if it is still there after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  // the leader may exit before its children: make sure nothing of the group survives
  killGroup(child, 'SIGKILL')
  running.delete(child)
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopGroup(child)))
}

let installed = false
let stopping = false

/** True once a signal asked the benchmark to stop: work still in flight then fails, and that is expected. */
export const isStopping = () => stopping

/** On Ctrl-C, SIGTERM, an uncaught error or a plain exit, no group outlives the benchmark. */
export function stopAllOnExit(): void {
  if (installed) return
  installed = true
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL')
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a
    // second signal with no listener would kill it at once, leaving chromium and the servers running.
    process.on(signal, () => {
      if (stopping) return
      console.error(`\n${signal}: stopping the benchmark's servers`)
      stopping = true
      // The run in flight fails as its browser goes away (Lighthouse leaves such a failure unhandled):
      // expected now, and no reason to print a stack or to exit before everything is stopped.
      process.on('unhandledRejection', () => {})
      process.on('uncaughtException', () => {})
      void stopAll().finally(() => process.exit(130))
    })
  }
}

/**
 * Removes a working folder when the process exits, however it exits (the Ctrl-C handler above ends in
 * process.exit, which skips every finally). Answers a function that removes it now and forgets it.
 */
export function removeOnExit(dir: string): () => void {
  const remove = () => rmSync(dir, { recursive: true, force: true })
  process.on('exit', remove)
  return () => {
    process.off('exit', remove)
    remove()
  }
}

/** Resolves with the exit code of a command that is expected to finish (e.g. `next build`). */
export function runToEnd(command: string, args: readonly string[], options: SpawnOptions): Promise<number> {
  const child = spawnGroup(command, args, { ...options, stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
