/** The function tests' database: the DB helper's PGlite (shim + migrations, no seed) served over a loopback socket. */
import { createTestDb, serveOverSocket } from '../../supabase/scripts/pglite'

/**
 * One postgres.js connection per socket server: PGlite is a single backend, and several connections would
 * interleave their extended-protocol messages. Concurrent requests queue on it, transactions kept whole.
 */
export const DB_CONNECTIONS = 1

export async function startDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const db = await createTestDb()
  const socket = await serveOverSocket(db, { maxConnections: DB_CONNECTIONS })
  return {
    url: socket.url,
    async close() {
      await socket.close()
      await db.close()
    },
  }
}
