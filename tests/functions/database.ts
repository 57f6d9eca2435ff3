/** The function tests' database: the DB helper's PGlite (shim + migrations, no seed) served over a loopback socket. */
import { createTestDb, serveOverSocket } from '../support/pglite'

/** postgres.js pool size the harness uses; the socket accepts as many connections. */
export const DB_CONNECTIONS = 4

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
