// The functions reach the database over the Postgres wire protocol; this checks the harness socket
// behaves like a real database for postgres.js (parameters, arrays, transactions, RLS by role).
import type { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestDb,
  createUser,
  DB_HOOK_TIMEOUT,
  serveOverSocket,
  type SocketHandle,
} from '@/supabase/scripts/pglite'

let db: PGlite
let socket: SocketHandle
let sql: postgres.Sql

beforeAll(async () => {
  db = await createTestDb()
  socket = await serveOverSocket(db)
  sql = postgres(socket.url, { max: 1, onnotice: () => {} })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await sql.end()
  await socket.close()
  await db.close()
})

describe('postgres.js through serveOverSocket', () => {
  it('sees the migrated schema and round-trips parameters and arrays', async () => {
    const [row] = await sql<{ title: string; subjects: string[] }[]>`
      insert into public.products (title, description, price, type, subjects, grades)
      values (${'Socket Test Sheet'}, ${'A worksheet'}, ${3.5}, ${'Worksheet'}, ${['Math']}, ${['1st Grade']})
      returning title, subjects`
    expect(row).toEqual({ title: 'Socket Test Sheet', subjects: ['Math'] })
  })

  it('keeps concurrent transactions whole on one connection (no lost update)', async () => {
    const [order] = await sql<{ id: string }[]>`
      insert into public.orders (stripe_session_id, kind, amount_cents, currency)
      values ('cs_test_socket', 'donation', 0, 'usd') returning id`
    await Promise.all(
      Array.from({ length: 6 }, () =>
        sql.begin(async (tx) => {
          const [current] = await tx<{ amount_cents: number }[]>`
            select amount_cents from public.orders where id = ${order!.id} for update`
          await tx`update public.orders set amount_cents = ${current!.amount_cents + 100} where id = ${order!.id}`
        }),
      ),
    )
    const [after] = await sql<
      { amount_cents: number }[]
    >`select amount_cents from public.orders where id = ${order!.id}`
    expect(after!.amount_cents).toBe(600)
  })

  it('enforces RLS once the connection takes an API role', async () => {
    const user = await createUser(db, 'socket-user@example.org')
    const rows = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: user.id, role: 'authenticated' })}, true)`
      await tx`set local role authenticated`
      return tx`select id from public.orders`
    })
    expect(rows).toHaveLength(0)
  })
})
