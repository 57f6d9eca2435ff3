/**
 * The PostgREST subset the site calls, on /rest/v1, executed on PGlite AS THE CALLER'S ROLE with RLS on:
 * each request is one transaction with `set local role <anon|authenticated|service_role>` and the JWT's claims
 * in `request.jwt.claims`, so grants and policies decide exactly as behind Supabase.
 *
 *   GET  /rest/v1/<table>?select=a,b&col=eq.x&order=col.desc&limit=n&offset=m
 *   POST /rest/v1/<table>[?on_conflict=a,b]   insert or (Prefer: resolution=merge|ignore-duplicates) upsert
 *   PATCH  /rest/v1/<table>?col=eq.x          update the filtered rows with the JSON object's columns
 *   DELETE /rest/v1/<table>?col=eq.x          delete the filtered rows
 *   POST /rest/v1/rpc/<function>              JSON arguments by name; same select/filter/order for table results
 *
 * PATCH and DELETE answer 204, or 200 with the rows (and `select`) under `Prefer: return=representation`.
 * Without a filter they are refused as Supabase refuses them: its projects load pg-safeupdate for API requests,
 * so a forgotten `.eq()` fails loudly here instead of passing here and failing there.
 *
 * Tables and functions are a whitelist; every column and argument is checked against the catalog before it
 * is quoted into SQL; values only ever travel as bind parameters. Errors have PostgREST's shape and status.
 */
import type postgres from 'postgres'
import { z } from 'zod'

import { verifyJwt, type ApiRole, type Claims } from '../../../scripts/configured/jwt'
import { json, readJsonBody } from './http'

export const REST_TABLES = [
  'products',
  'product_reviews',
  'orders',
  'lesson_progress',
  'learners',
  'writing_submissions',
] as const
export const REST_FUNCTIONS = [
  'get_products_with_ratings',
  'get_product_rating',
  'get_product_reviews',
  'get_order_summary',
  'claim_order_children',
  'order_downloads',
] as const

interface Column {
  name: string
  /** format_type() of the column, e.g. uuid, text[], numeric(10,2): from the catalog, never from a request. */
  type: string
}

interface Relation {
  columns: Map<string, Column>
  primaryKey: string[]
}

interface DbFunction {
  name: string
  inputs: Column[]
  /** Result columns of a table/setof-composite function; empty for a scalar. */
  outputs: Map<string, Column>
  returnsSet: boolean
  returnsComposite: boolean
}

export interface Catalog {
  tables: Map<string, Relation>
  functions: Map<string, DbFunction[]>
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Reads the whitelisted tables and functions from the database once, at start. */
export async function loadCatalog(sql: postgres.Sql): Promise<Catalog> {
  const tables = new Map<string, Relation>()
  const columns = await sql<{ table_name: string; name: string; type: string }[]>`
    select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname in ${sql(REST_TABLES)} and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`
  const keys = await sql<{ table_name: string; name: string }[]>`
    select c.relname as table_name, a.attname as name
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and c.relname in ${sql(REST_TABLES)} and i.indisprimary`
  for (const row of columns) {
    const relation = tables.get(row.table_name) ?? { columns: new Map(), primaryKey: [] }
    relation.columns.set(row.name, { name: row.name, type: row.type })
    tables.set(row.table_name, relation)
  }
  for (const row of keys) tables.get(row.table_name)?.primaryKey.push(row.name)

  const functions = new Map<string, DbFunction[]>()
  const procs = await sql<
    {
      name: string
      retset: boolean
      composite: boolean
      argnames: string[] | null
      argmodes: string[] | null
      argtypes: string[]
    }[]
  >`
    select p.proname as name, p.proretset as retset, t.typtype in ('c') or p.proargmodes is not null and 't' = any(p.proargmodes) as composite,
           p.proargnames as argnames, p.proargmodes::text[] as argmodes,
           array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(x, i) order by i) as argtypes
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.proname in ${sql(REST_FUNCTIONS)}`
  for (const proc of procs) {
    const inputs: Column[] = []
    const outputs = new Map<string, Column>()
    proc.argtypes.forEach((type, index) => {
      const name = proc.argnames?.[index] ?? ''
      const mode = proc.argmodes?.[index] ?? 'i'
      if (mode === 'i' || mode === 'b') inputs.push({ name, type })
      if (mode === 't' || mode === 'o' || mode === 'b') outputs.set(name, { name, type })
    })
    const list = functions.get(proc.name) ?? []
    list.push({ name: proc.name, inputs, outputs, returnsSet: proc.retset, returnsComposite: proc.composite })
    functions.set(proc.name, list)
  }
  return { tables, functions }
}

export interface RestError {
  code: string
  message: string
  details: string | null
  hint: string | null
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestError,
  ) {
    super(body.message)
  }
}

const fail = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new RequestError(status, { code, message, details, hint })

/** PostgREST's mapping of a Postgres error to an HTTP status (42501 is 401 for anon, 403 otherwise). */
export function statusOfPostgresError(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '42883' || code === '42P01') return 404
  if (code === 'P0001' || code === '42703' || code === '21000' || code.startsWith('22') || code.startsWith('23'))
    return 400
  if (code.startsWith('08') || code.startsWith('53')) return 503
  if (code.startsWith('28') || code.startsWith('0L') || code.startsWith('0P')) return 403
  if (code === '25006') return 405
  return 500
}

interface PostgresErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPostgresError(error: unknown): error is PostgresErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  )
}

/** The role and claims of a request: the bearer JWT (supabase-js always sends one: the anon key or a session). */
async function callerOf(req: Request): Promise<{ role: ApiRole; claims: Claims }> {
  const apikey = req.headers.get('apikey')
  const authorization = req.headers.get('authorization')
  if (!apikey && !authorization) {
    throw fail(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    )
  }
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? apikey ?? ''
  const verified = await verifyJwt(token)
  if (!verified.ok) {
    if (verified.reason === 'expired') throw fail(401, 'PGRST303', 'JWT expired')
    throw fail(401, 'PGRST301', 'JWT could not be decoded', verified.reason)
  }
  return { role: verified.claims.role, claims: verified.claims }
}

interface Query {
  select: string
  where: string[]
  order: string
  limit: string
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'])
const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }

function columnOf(columns: Map<string, Column>, name: string, where: string): Column {
  const column = columns.get(name.trim())
  if (!column) throw fail(400, '42703', `column ${where}.${name.trim()} does not exist`)
  return column
}

/** select, filters, order, limit and offset of a query string, against the columns a relation has. */
function buildQuery(url: URL, columns: Map<string, Column>, where: string, params: unknown[]): Query {
  const selectParam = url.searchParams.get('select')?.trim() || '*'
  let select = '*'
  if (selectParam !== '*') {
    if (/[()!:]/.test(selectParam))
      throw fail(400, 'PGRST100', 'stand-in: embedded resources, aliases and casts are not supported', selectParam)
    select = selectParam
      .split(',')
      .map((name) => ident(columnOf(columns, name, where).name))
      .join(', ')
  }
  const filters: string[] = []
  for (const [name, raw] of url.searchParams) {
    if (RESERVED_PARAMS.has(name)) continue
    const column = columnOf(columns, name, where)
    const match = /^(eq|neq|gt|gte|lt|lte|is|in)\.(.*)$/s.exec(raw)
    if (!match)
      throw fail(400, 'PGRST100', `"failed to parse filter (${raw})" (line 1, column 1)`, `unexpected "${raw}"`)
    const [, op, value = ''] = match
    if (op === 'is') {
      const keyword = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()]
      if (!keyword) throw fail(400, 'PGRST100', `"failed to parse filter (${raw})" (line 1, column 4)`)
      filters.push(`${ident(column.name)} is ${keyword}`)
    } else if (op === 'in') {
      const list = /^\((.*)\)$/s.exec(value)?.[1]
      if (list === undefined) throw fail(400, 'PGRST100', `"failed to parse filter (${raw})" (line 1, column 4)`)
      params.push(list === '' ? [] : list.split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1')))
      filters.push(`${ident(column.name)} = any($${params.length}::${column.type}[])`)
    } else {
      params.push(value)
      filters.push(`${ident(column.name)} ${COMPARISONS[op ?? 'eq'] ?? '='} $${params.length}::${column.type}`)
    }
  }
  const orderParam = url.searchParams.get('order')
  const order = orderParam
    ? orderParam
        .split(',')
        .map((term) => {
          const [name = '', ...modifiers] = term.split('.')
          const parts = [ident(columnOf(columns, name, where).name)]
          for (const modifier of modifiers) {
            const sqlModifier = { asc: 'asc', desc: 'desc', nullsfirst: 'nulls first', nullslast: 'nulls last' }[
              modifier
            ]
            if (!sqlModifier) throw fail(400, 'PGRST100', `"failed to parse order (${term})" (line 1, column 1)`)
            parts.push(sqlModifier)
          }
          return parts.join(' ')
        })
        .join(', ')
    : ''
  const limits: string[] = []
  for (const key of ['limit', 'offset'] as const) {
    const value = url.searchParams.get(key)
    if (value === null) continue
    if (!/^\d{1,9}$/.test(value)) throw fail(400, 'PGRST100', `"failed to parse ${key} (${value})"`)
    limits.push(`${key} ${Number(value)}`)
  }
  return { select, where: filters, order: order ? `order by ${order}` : '', limit: limits.join(' ') }
}

const whereClause = (query: Query) => (query.where.length ? `where ${query.where.join(' and ')}` : '')

/** The directives of every Prefer header, e.g. resolution=merge-duplicates, return=representation. */
function preferences(req: Request): Map<string, string> {
  const result = new Map<string, string>()
  for (const part of (req.headers.get('prefer') ?? '').split(',')) {
    const [key, value] = part.split('=').map((item) => item.trim())
    if (key) result.set(key, value ?? '')
  }
  return result
}

const rowSchema = z.record(z.string(), z.unknown())
const rowsSchema = z.union([rowSchema, z.array(rowSchema)])

type Tx = postgres.TransactionSql

export interface RestService {
  handle(req: Request, path: string): Promise<Response>
}

export function createRest(sql: postgres.Sql, catalog: Catalog): RestService {
  /** Runs fn in one transaction as the caller's role with the caller's claims (as PostgREST does). */
  async function asCaller<T>(role: ApiRole, claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                      set_config('request.jwt.claim.sub', ${claims.sub ?? ''}, true),
                      set_config('request.jwt.claim.role', ${role}, true),
                      set_config('request.jwt.claim.email', ${claims.email ?? ''}, true),
                      set_config('request.method', 'stand-in', true)`
      // role is one of API_ROLES (checked by the claims schema), never free text.
      await tx.unsafe(`set local role ${ident(role)}`)
      return [await fn(tx)] as const
    })
    return result[0]
  }

  async function readTable(
    req: Request,
    table: string,
    relation: Relation,
    role: ApiRole,
    claims: Claims,
  ): Promise<Response> {
    const params: unknown[] = []
    const query = buildQuery(new URL(req.url), relation.columns, table, params)
    const text = `select coalesce(json_agg(_r), '[]'::json) as body from (select ${query.select} from public.${ident(table)} ${whereClause(query)} ${query.order} ${query.limit}) _r`
    const rows = await asCaller(role, claims, (tx) =>
      tx.unsafe<{ body: unknown[] }[]>(text, params as postgres.ParameterOrJSON<never>[]),
    )
    return rowsAnswer(req, rows[0]?.body ?? [])
  }

  async function insertRows(
    req: Request,
    table: string,
    relation: Relation,
    role: ApiRole,
    claims: Claims,
  ): Promise<Response> {
    const parsed = rowsSchema.safeParse(await readJsonBody(req))
    if (!parsed.success) throw fail(400, 'PGRST102', 'Empty or invalid json')
    const rows = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
    const url = new URL(req.url)
    const prefer = preferences(req)
    const names = url.searchParams.get('columns')
      ? (url.searchParams.get('columns') ?? '').split(',').map((name) => name.trim().replace(/^"(.*)"$/s, '$1'))
      : [...new Set(rows.flatMap((row) => Object.keys(row)))]
    const columns = names.map((name) => ident(columnOf(relation.columns, name, table).name))
    // postgres.js serialises a parameter the server describes as json itself: pass the rows, not their text.
    const params: unknown[] = [rows]
    let conflict = ''
    const resolution = prefer.get('resolution')
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      const onConflict = url.searchParams.get('on_conflict')
      const target = onConflict
        ? onConflict.split(',').map((name) => ident(columnOf(relation.columns, name, table).name))
        : relation.primaryKey.map(ident)
      const updates = columns.map((column) => `${column} = excluded.${column}`).join(', ')
      conflict = `on conflict (${target.join(', ')}) ${resolution === 'ignore-duplicates' || !updates ? 'do nothing' : `do update set ${updates}`}`
    }
    const insert = `insert into public.${ident(table)} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::public.${ident(table)}, $1::json) ${conflict}`
    const representation = prefer.get('return') === 'representation'
    const applied = [resolution ? `resolution=${resolution}` : '', representation ? 'return=representation' : '']
      .filter(Boolean)
      .join(', ')
    const headers: Record<string, string> = applied ? { 'preference-applied': applied } : {}
    if (!representation) {
      await asCaller(role, claims, (tx) => tx.unsafe(insert, params as postgres.ParameterOrJSON<never>[]))
      return new Response(null, { status: 201, headers })
    }
    const select = buildQuery(
      new URL(`${url.origin}${url.pathname}?select=${encodeURIComponent(url.searchParams.get('select') ?? '*')}`),
      relation.columns,
      table,
      params,
    )
    const text = `with _ins as (${insert} returning ${select.select}) select coalesce(json_agg(_ins), '[]'::json) as body from _ins`
    const result = await asCaller(role, claims, (tx) =>
      tx.unsafe<{ body: unknown[] }[]>(text, params as postgres.ParameterOrJSON<never>[]),
    )
    return rowsAnswer(req, result[0]?.body ?? [], 201, headers)
  }

  /**
   * PATCH (update) and DELETE on the rows the filters select, as one transaction as the caller. The single-object
   * check of `Accept: application/vnd.pgrst.object+json` runs inside it, so a refused answer changes nothing
   * (PostgREST rolls back too).
   */
  async function writeRows(
    req: Request,
    kind: 'update' | 'delete',
    table: string,
    relation: Relation,
    role: ApiRole,
    claims: Claims,
  ): Promise<Response> {
    const url = new URL(req.url)
    const params: unknown[] = []
    let assignments = ''
    if (kind === 'update') {
      const parsed = rowSchema.safeParse(await readJsonBody(req))
      if (!parsed.success) throw fail(400, 'PGRST102', 'Empty or invalid json')
      const columns = Object.keys(parsed.data).map((name) => ident(columnOf(relation.columns, name, table).name))
      params.push(parsed.data)
      assignments = columns.length
        ? `set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::public.${ident(table)}, $1::json))`
        : ''
    }
    for (const key of ['order', 'limit', 'offset']) {
      if (url.searchParams.has(key)) {
        throw fail(400, 'PGRST100', `stand-in: ${key} on ${req.method} (a limited ${kind}) is not supported`)
      }
    }
    const query = buildQuery(url, relation.columns, table, params)
    if (!query.where.length) throw fail(400, '21000', `${kind.toUpperCase()} requires a WHERE clause`)
    const representation = preferences(req).get('return') === 'representation'
    const headers: Record<string, string> = representation ? { 'preference-applied': 'return=representation' } : {}
    // An empty object changes nothing; PostgREST answers as if no row matched.
    if (kind === 'update' && !assignments) {
      return representation ? rowsAnswer(req, [], 200, headers) : new Response(null, { status: 204 })
    }
    const statement =
      kind === 'update'
        ? `update public.${ident(table)} ${assignments} ${whereClause(query)}`
        : `delete from public.${ident(table)} ${whereClause(query)}`
    const text = `with _w as (${statement} returning ${query.select}) select coalesce(json_agg(_w), '[]'::json) as body from _w`
    return asCaller(role, claims, async (tx) => {
      const rows = await tx.unsafe<{ body: unknown[] }[]>(text, params as postgres.ParameterOrJSON<never>[])
      const answer = rowsAnswer(req, rows[0]?.body ?? [], 200, headers)
      return representation ? answer : new Response(null, { status: 204 })
    })
  }

  async function callFunction(req: Request, name: string, role: ApiRole, claims: Claims): Promise<Response> {
    const body = await readJsonBody(req)
    const args = z.record(z.string(), z.unknown()).safeParse(body ?? {})
    if (!args.success) throw fail(400, 'PGRST102', 'Empty or invalid json')
    const given = Object.keys(args.data).sort()
    const fn = catalog.functions.get(name)?.find(
      (candidate) =>
        candidate.inputs
          .map((input) => input.name)
          .sort()
          .join(',') === given.join(','),
    )
    if (!fn) {
      throw fail(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
        `Searched for the function public.${name} with parameters ${given.join(', ') || 'none'}`,
        null,
      )
    }
    const params: unknown[] = []
    const call = `public.${ident(fn.name)}(${fn.inputs
      .map((input) => {
        const value = args.data[input.name]
        const jsonArgument = input.type === 'json' || input.type === 'jsonb'
        params.push(
          value === undefined
            ? null
            : jsonArgument || value === null || typeof value === 'string'
              ? value
              : JSON.stringify(value),
        )
        return `${ident(input.name)} => $${params.length}::${input.type}`
      })
      .join(', ')})`
    let text: string
    if (fn.returnsSet || fn.returnsComposite) {
      const query = buildQuery(new URL(req.url), fn.outputs, name, params)
      const source = `(select ${query.select} from ${call} _f ${whereClause(query)} ${query.order} ${query.limit}) _r`
      // A set of a scalar type (setof text) is answered as PostgREST does: an array of the values themselves.
      const scalarSet = fn.returnsSet && !fn.returnsComposite && fn.outputs.size === 0
      text = scalarSet
        ? `select coalesce(json_agg(_r._f), '[]'::json) as body from ${source}`
        : fn.returnsSet
          ? `select coalesce(json_agg(_r), '[]'::json) as body from ${source}`
          : `select row_to_json(_r) as body from ${source}`
    } else {
      text = `select to_json(${call}) as body`
    }
    const rows = await asCaller(role, claims, (tx) =>
      tx.unsafe<{ body: unknown }[]>(text, params as postgres.ParameterOrJSON<never>[]),
    )
    const result = rows[0]?.body ?? null
    return Array.isArray(result) ? rowsAnswer(req, result) : json(result, 200)
  }

  /** An array of rows, or the single object application/vnd.pgrst.object+json asks for. */
  function rowsAnswer(req: Request, rows: unknown[], status = 200, headers: Record<string, string> = {}): Response {
    if ((req.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json')) {
      if (rows.length !== 1) {
        throw fail(
          406,
          'PGRST116',
          'JSON object requested, multiple (or no) rows returned',
          `The result contains ${rows.length} rows`,
        )
      }
      return json(rows[0], status, headers)
    }
    const range = rows.length ? `0-${rows.length - 1}/*` : '*/*'
    return json(rows, status, { 'content-range': range, ...headers })
  }

  return {
    async handle(req, path) {
      let role: ApiRole = 'anon'
      try {
        const caller = await callerOf(req)
        role = caller.role
        const rpc = /^\/rpc\/([A-Za-z0-9_]+)$/.exec(path)
        if (rpc) {
          if (req.method !== 'POST') throw fail(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
          return await callFunction(req, rpc[1] ?? '', caller.role, caller.claims)
        }
        const tableName = /^\/([A-Za-z0-9_]+)$/.exec(path)?.[1] ?? ''
        const relation = catalog.tables.get(tableName)
        if (!relation) {
          throw fail(404, 'PGRST205', `Could not find the table 'public.${tableName}' in the schema cache`)
        }
        if (req.method === 'GET') return await readTable(req, tableName, relation, caller.role, caller.claims)
        if (req.method === 'POST') return await insertRows(req, tableName, relation, caller.role, caller.claims)
        if (req.method === 'PATCH' || req.method === 'DELETE') {
          const kind = req.method === 'PATCH' ? 'update' : 'delete'
          return await writeRows(req, kind, tableName, relation, caller.role, caller.claims)
        }
        throw fail(405, 'PGRST117', `stand-in: ${req.method} is not supported`)
      } catch (error) {
        if (error instanceof RequestError) return json(error.body, error.status)
        if (isPostgresError(error)) {
          return json(
            { code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null },
            statusOfPostgresError(error.code, role),
          )
        }
        throw error
      }
    },
  }
}
