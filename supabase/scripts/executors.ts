// SqlExecutor adapters: PGlite (tests, local development) and postgres.js (a real Supabase database).
import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import type { Sql, TransactionSql } from 'postgres'

import type { SqlExecutor } from './migrations'

type PgliteLike = Pick<PGliteInterface, 'exec' | 'query' | 'transaction'>

function pgliteTx(tx: Transaction): SqlExecutor {
  const self: SqlExecutor = {
    exec: async (sql) => {
      await tx.exec(sql)
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows,
    transaction: (fn) => fn(self),
  }
  return self
}

export function pgliteExecutor(db: PgliteLike): SqlExecutor {
  return {
    exec: async (sql) => {
      await db.exec(sql)
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    transaction: (fn) => db.transaction((tx) => fn(pgliteTx(tx))),
  }
}

type PostgresParam = Parameters<Sql['unsafe']>[1]

function postgresTx(sql: Sql | TransactionSql): SqlExecutor {
  const self: SqlExecutor = {
    exec: async (text) => {
      // .simple(): the simple query protocol, so one call may hold many statements.
      await sql.unsafe(text).simple()
    },
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await sql.unsafe(text, params as PostgresParam)) as unknown as Row[],
    transaction: (fn) => fn(self),
  }
  return self
}

export function postgresExecutor(sql: Sql): SqlExecutor {
  const base = postgresTx(sql)
  return {
    ...base,
    transaction: async <T>(fn: (tx: SqlExecutor) => Promise<T>) => (await sql.begin((tx) => fn(postgresTx(tx)))) as T,
  }
}
