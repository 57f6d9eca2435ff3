/**
 * The test database for the function tests. PROVISIONAL until the DB helper's tests/support/pglite.ts
 * lands: PGlite + the Supabase shim + supabase/migrations, served over pglite-socket.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const root = join(import.meta.dirname, '..', '..')

export async function startDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const db = new PGlite()
  await db.exec(await readFile(join(root, 'tests/support/supabase-shim.sql'), 'utf8'))
  const dir = join(root, 'supabase/migrations')
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(await readFile(join(dir, file), 'utf8'))
  }
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 16 })
  await server.start()
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async close() {
      await server.stop()
      await db.close()
    },
  }
}
