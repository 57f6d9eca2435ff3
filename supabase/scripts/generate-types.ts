// npm run db:types           writes lib/supabase/database.types.ts from supabase/migrations
// npm run db:types:check     exits 1 when the committed file is not what db:types would write now
//
// The Supabase CLI's `supabase gen types` needs Docker or a linked hosted project; this needs neither. It applies the
// Supabase stand-in (supabase/scripts/supabase-shim.sql) and every migration to a fresh in-memory PGlite, reads
// the `public` schema from the catalogue and prints the `Database` type supabase-js takes
// (`createClient<Database>()`, postgrest-js's GenericSchema), sorted so the same migrations always give the
// same file.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import { PGlite } from '@electric-sql/pglite'

import { pgliteExecutor } from './executors'
import { applyMigrations, readShimSql } from './migrations'

export const outputPath = fileURLToPath(new URL('../../lib/supabase/database.types.ts', import.meta.url))

const SCHEMA = 'public'

export const USAGE = `Generate lib/supabase/database.types.ts from supabase/migrations.

  npm run db:types          write the file
  npm run db:types:check    exit 1 when the committed file is out of date (nothing is written)`

// ── Introspection ──────────────────────────────────────────────────────────────────────────────────
// Oids are read as text: they are unsigned 32-bit values and only ever used as keys here.

interface PgType {
  oid: string
  name: string
  schema: string
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange */
  typtype: string
  elem: string
  basetype: string
  relid: string
  notnull: boolean
}

interface PgRelation {
  oid: string
  name: string
  /** r table, p partitioned table, f foreign table, v view, m materialized view, c composite type */
  kind: string
  /** pg_relation_is_updatable: 4 update, 8 insert. */
  updatable: number
}

interface PgColumn {
  relid: string
  name: string
  type: string
  notnull: boolean
  hasdefault: boolean
  /** '' none, 'a' always, 'd' by default */
  identity: string
  /** '' none, 's' stored, 'v' virtual */
  generated: string
  updatable: boolean
}

interface PgForeignKey {
  name: string
  relid: string
  refrelid: string
  columns: string[]
  refcolumns: string[]
  one_to_one: boolean
}

interface PgFunction {
  name: string
  identity: string
  retset: boolean
  rettype: string
  argtypes: string[]
  /** null when every argument is IN */
  argmodes: string[] | null
  /** null when no argument is named */
  argnames: string[] | null
  nargdefaults: number
}

export interface Catalogue {
  types: Map<string, PgType>
  enumLabels: Map<string, string[]>
  relations: PgRelation[]
  columns: PgColumn[]
  foreignKeys: PgForeignKey[]
  functions: PgFunction[]
}

type Queryable = Pick<PGlite, 'query'>

async function rows<Row>(db: Queryable, sql: string, params: unknown[] = []): Promise<Row[]> {
  return (await db.query<Row>(sql, params)).rows
}

export async function introspect(db: Queryable): Promise<Catalogue> {
  const types = await rows<PgType>(
    db,
    `select t.oid::text as oid, t.typname::text as name, n.nspname::text as schema, t.typtype::text as typtype,
            t.typelem::text as elem, t.typbasetype::text as basetype, t.typrelid::text as relid, t.typnotnull as notnull
     from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  )
  const labels = await rows<{ oid: string; label: string }>(
    db,
    `select e.enumtypid::text as oid, e.enumlabel::text as label
     from pg_enum e order by e.enumtypid, e.enumsortorder`,
  )
  const relations = await rows<PgRelation>(
    db,
    `select c.oid::text as oid, c.relname::text as name, c.relkind::text as kind,
            case when c.relkind = 'c' then 0 else pg_relation_is_updatable(c.oid, false) end as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')`,
    [SCHEMA],
  )
  const columns = await rows<PgColumn>(
    db,
    `select a.attrelid::text as relid, a.attname::text as name, a.atttypid::text as type, a.attnotnull as notnull,
            a.atthasdef as hasdefault, a.attidentity::text as identity, a.attgenerated::text as generated,
            case when c.relkind = 'c' then false else pg_column_is_updatable(c.oid, a.attnum, false) end as updatable
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c') and a.attnum > 0 and not a.attisdropped`,
    [SCHEMA],
  )
  // One-to-one when the referencing columns are exactly the key of a unique index (no predicate, no
  // expression) on the referencing table: then each referenced row has at most one referencing row.
  const foreignKeys = await rows<PgForeignKey>(
    db,
    `select con.conname::text as name, con.conrelid::text as relid, con.confrelid::text as refrelid,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as refcolumns,
            exists (
              select 1 from pg_index i
              where i.indrelid = con.conrelid and i.indisunique and i.indpred is null and i.indexprs is null
                and array(select k.attnum from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                          where k.ord <= i.indnkeyatts order by 1)
                  = array(select k from unnest(con.conkey) k order by 1)
            ) as one_to_one
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [SCHEMA],
  )
  // Plain functions only (PostgREST does not call procedures, aggregates or window functions); trigger
  // functions cannot be called at all.
  const functions = await rows<PgFunction>(
    db,
    `select p.proname::text as name, pg_get_function_identity_arguments(p.oid) as identity, p.proretset as retset,
            p.prorettype::text as rettype, coalesce(p.proallargtypes, p.proargtypes::oid[])::text[] as argtypes,
            p.proargmodes::text[] as argmodes, p.proargnames as argnames, p.pronargdefaults::int as nargdefaults
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f'
       and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)`,
    [SCHEMA],
  )
  const enumLabels = new Map<string, string[]>()
  for (const { oid, label } of labels) enumLabels.set(oid, [...(enumLabels.get(oid) ?? []), label])
  return {
    types: new Map(types.map((type) => [type.oid, type])),
    enumLabels,
    relations,
    columns,
    foreignKeys,
    functions,
  }
}

// ── TypeScript type model ──────────────────────────────────────────────────────────────────────────

type TsNode =
  | { kind: 'raw'; text: string }
  | { kind: 'object'; members: TsMember[] }
  | { kind: 'array'; element: TsNode }
  | { kind: 'nullable'; inner: TsNode }
  | { kind: 'union'; options: TsNode[] }
  | { kind: 'tuple'; items: TsNode[] }

interface TsMember {
  key: string
  optional?: boolean
  type: TsNode
}

const raw = (text: string): TsNode => ({ kind: 'raw', text })
const object = (members: TsMember[]): TsNode => ({ kind: 'object', members })
const EMPTY: TsNode = raw('{\n  [_ in never]: never\n}')

/** Code-unit order, not localeCompare: the same on every machine and locale. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const sortedBy = <T>(items: readonly T[], key: (item: T) => string) =>
  [...items].sort((a, b) => byCodeUnits(key(a), key(b)))

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
const propertyKey = (key: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : quote(key))

function nullable(node: TsNode): TsNode {
  if (node.kind === 'nullable' || (node.kind === 'raw' && (node.text === 'unknown' || node.text === 'undefined')))
    return node
  return { kind: 'nullable', inner: node }
}

function indentLines(text: string, indent: string): string {
  return text.replace(/\n/g, `\n${indent}`)
}

function render(node: TsNode): string {
  switch (node.kind) {
    case 'raw':
      return node.text
    case 'nullable':
      return `${render(node.inner)} | null`
    case 'array': {
      const inner = render(node.element)
      return node.element.kind === 'nullable' || node.element.kind === 'union' ? `(${inner})[]` : `${inner}[]`
    }
    case 'union':
      return node.options.map(render).join(' | ')
    case 'tuple':
      if (node.items.length === 0) return '[]'
      return `[\n${node.items.map((item) => `  ${indentLines(render(item), '  ')},`).join('\n')}\n]`
    case 'object':
      if (node.members.length === 0) return render(EMPTY)
      return `{\n${node.members
        .map(
          (member) =>
            `  ${propertyKey(member.key)}${member.optional ? '?' : ''}: ${indentLines(render(member.type), '  ')}`,
        )
        .join('\n')}\n}`
  }
}

// ── Catalogue → Database type ──────────────────────────────────────────────────────────────────────

/**
 * How PostgREST writes a value in JSON (Postgres's to_json): numbers and booleans as themselves, json as
 * itself, every other built-in scalar as its text form (dates, uuids, intervals, inet, ...).
 */
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])
const JSON_TYPES = new Set(['json', 'jsonb'])
/** Extension types whose JSON is their text form. Other extension types may have a cast to json: unknown. */
const STRING_EXTENSION_TYPES = new Set(['citext', 'vector', 'halfvec', 'sparsevec', 'ltree', 'lquery'])
/** Oids below this belong to Postgres itself (FirstNormalObjectId). */
const FIRST_USER_OID = 16384
/** Types PostgREST accepts as the single unnamed argument of a function (the whole request body). */
const UNNAMED_ARG_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea'])

const TABLE_KINDS = new Set(['r', 'p', 'f'])
const VIEW_KINDS = new Set(['v', 'm'])

class TypeMapper {
  private readonly relationsByOid: Map<string, PgRelation>

  constructor(private readonly catalogue: Catalogue) {
    this.relationsByOid = new Map(catalogue.relations.map((relation) => [relation.oid, relation]))
  }

  type(oid: string): PgType | undefined {
    return this.catalogue.types.get(oid)
  }

  /** A domain over NOT NULL never holds null, whatever the column says. */
  domainNotNull(oid: string): boolean {
    for (let type = this.type(oid); type?.typtype === 'd'; type = this.type(type.basetype)) {
      if (type.notnull) return true
    }
    return false
  }

  /** The public table or view whose row type this is, if any. */
  rowRelation(oid: string): PgRelation | undefined {
    const type = this.type(oid)
    const relation = type?.typtype === 'c' ? this.relationsByOid.get(type.relid) : undefined
    return relation && (TABLE_KINDS.has(relation.kind) || VIEW_KINDS.has(relation.kind)) ? relation : undefined
  }

  ts(oid: string): TsNode {
    const type = this.type(oid)
    if (!type) return raw('unknown')
    if (type.typtype === 'd') return this.ts(type.basetype)
    if (type.elem !== '0' && type.name.startsWith('_')) return { kind: 'array', element: this.ts(type.elem) }
    if (type.typtype === 'e') {
      if (type.schema === SCHEMA) return raw(`Database['${SCHEMA}']['Enums'][${quote(type.name)}]`)
      return { kind: 'union', options: (this.catalogue.enumLabels.get(oid) ?? []).map((label) => raw(quote(label))) }
    }
    if (type.typtype === 'c') {
      const relation = this.relationsByOid.get(type.relid)
      if (relation && TABLE_KINDS.has(relation.kind))
        return raw(`Database['${SCHEMA}']['Tables'][${quote(relation.name)}]['Row']`)
      if (relation && VIEW_KINDS.has(relation.kind))
        return raw(`Database['${SCHEMA}']['Views'][${quote(relation.name)}]['Row']`)
      if (relation) return raw(`Database['${SCHEMA}']['CompositeTypes'][${quote(relation.name)}]`)
      return raw('Record<string, unknown>')
    }
    if (type.typtype === 'r' || type.typtype === 'm') return raw('string')
    if (type.typtype === 'p') {
      if (type.name === 'void') return raw('undefined')
      if (type.name === 'record') return raw('Record<string, unknown>')
      return raw('unknown')
    }
    if (type.name === 'bool') return raw('boolean')
    if (NUMBER_TYPES.has(type.name)) return raw('number')
    if (JSON_TYPES.has(type.name)) return raw('Json')
    if (Number(type.oid) < FIRST_USER_OID || STRING_EXTENSION_TYPES.has(type.name)) return raw('string')
    return raw('unknown')
  }
}

function columnsOf(catalogue: Catalogue, relid: string): PgColumn[] {
  return sortedBy(
    catalogue.columns.filter((column) => column.relid === relid),
    (column) => column.name,
  )
}

function relationshipsOf(catalogue: Catalogue, relation: PgRelation): TsNode {
  const names = new Map(catalogue.relations.map((r) => [r.oid, r.name]))
  const keys = catalogue.foreignKeys.filter((key) => key.relid === relation.oid)
  const sorted = [...keys].sort(
    (a, b) =>
      byCodeUnits(a.name, b.name) ||
      byCodeUnits(names.get(a.refrelid) ?? '', names.get(b.refrelid) ?? '') ||
      byCodeUnits(a.refcolumns.join(','), b.refcolumns.join(',')),
  )
  const list = (items: string[]) => raw(`[${items.map(quote).join(', ')}]`)
  return {
    kind: 'tuple',
    items: sorted.map((key) =>
      object([
        { key: 'foreignKeyName', type: raw(quote(key.name)) },
        { key: 'columns', type: list(key.columns) },
        { key: 'isOneToOne', type: raw(String(key.one_to_one)) },
        { key: 'referencedRelation', type: raw(quote(names.get(key.refrelid) ?? '')) },
        { key: 'referencedColumns', type: list(key.refcolumns) },
      ]),
    ),
  }
}

function tableNode(catalogue: Catalogue, types: TypeMapper, relation: PgRelation): TsNode {
  const columns = columnsOf(catalogue, relation.oid)
  const valueOf = (column: PgColumn) => {
    const type = types.ts(column.type)
    return column.notnull || types.domainNotNull(column.type) ? type : nullable(type)
  }
  const isNullable = (column: PgColumn) => !column.notnull && !types.domainNotNull(column.type)
  // A generated column or an identity GENERATED ALWAYS cannot be written: Postgres refuses any value but DEFAULT.
  const unwritable = (column: PgColumn) => column.generated !== '' || column.identity === 'a'
  const never = (column: PgColumn): TsMember => ({ key: column.name, optional: true, type: raw('never') })
  return object([
    { key: 'Row', type: object(columns.map((column) => ({ key: column.name, type: valueOf(column) }))) },
    {
      key: 'Insert',
      type: object(
        columns.map((column) =>
          unwritable(column)
            ? never(column)
            : {
                key: column.name,
                optional: isNullable(column) || column.hasdefault || column.identity !== '',
                type: valueOf(column),
              },
        ),
      ),
    },
    {
      key: 'Update',
      type: object(
        columns.map((column) =>
          unwritable(column) ? never(column) : { key: column.name, optional: true, type: valueOf(column) },
        ),
      ),
    },
    { key: 'Relationships', type: relationshipsOf(catalogue, relation) },
  ])
}

function viewNode(catalogue: Catalogue, types: TypeMapper, relation: PgRelation): TsNode {
  const columns = columnsOf(catalogue, relation.oid)
  // Postgres records no nullability for a view's columns, so every one may be null.
  const row: TsMember = {
    key: 'Row',
    type: object(columns.map((column) => ({ key: column.name, type: nullable(types.ts(column.type)) }))),
  }
  const writable = (mask: number): TsNode =>
    object(
      columns.map((column) => ({
        key: column.name,
        optional: true,
        type: column.updatable && (relation.updatable & mask) === mask ? nullable(types.ts(column.type)) : raw('never'),
      })),
    )
  const members: TsMember[] = [row]
  // pg_relation_is_updatable: 8 = INSERT, 4 = UPDATE (a simple view, or one with INSTEAD triggers or rules).
  if ((relation.updatable & 8) === 8 || (relation.updatable & 4) === 4) {
    members.push({ key: 'Insert', type: writable(8) }, { key: 'Update', type: writable(4) })
  }
  members.push({ key: 'Relationships', type: raw('[]') })
  return object(members)
}

interface FunctionArg {
  name: string
  type: string
  mode: string
  hasDefault: boolean
}

function argumentsOf(fn: PgFunction): FunctionArg[] {
  const args = fn.argtypes.map((type, index) => ({
    name: fn.argnames?.[index] ?? '',
    type,
    mode: fn.argmodes?.[index] ?? 'i',
    hasDefault: false,
  }))
  // pronargdefaults counts the trailing input arguments that have a default.
  const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
  inputs.slice(inputs.length - fn.nargdefaults).forEach((arg) => (arg.hasDefault = true))
  return args
}

/** The RPC's { Args, Returns }, or null when PostgREST cannot call it (unnamed arguments it cannot map). */
function functionNode(fn: PgFunction, types: TypeMapper): TsNode | null {
  const args = argumentsOf(fn)
  const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
  if (inputs.some((arg) => arg.name === '')) {
    const only = inputs.length === 1 ? types.type(inputs[0]!.type) : undefined
    if (!only || !UNNAMED_ARG_TYPES.has(only.name)) return null
  }
  const argsNode =
    inputs.length === 0
      ? raw('never')
      : object(
          sortedBy(inputs, (arg) => arg.name).map((arg) => ({
            key: arg.name,
            optional: arg.hasDefault,
            type: types.ts(arg.type),
          })),
        )

  // Postgres records no nullability for what a function returns: every value and column may be null, except
  // the rows of a set (PostgREST answers an array of them).
  const tableColumns = args.filter((arg) => arg.mode === 't')
  const outColumns = args.filter((arg) => arg.mode === 'o' || arg.mode === 'b')
  const resultColumns =
    tableColumns.length > 0 ? tableColumns : types.type(fn.rettype)?.name === 'record' ? outColumns : []
  const members: TsMember[] = [{ key: 'Args', type: argsNode }]
  if (resultColumns.length > 0) {
    const row = object(
      sortedBy(resultColumns, (arg) => arg.name).map((arg) => ({ key: arg.name, type: nullable(types.ts(arg.type)) })),
    )
    members.push({ key: 'Returns', type: fn.retset ? { kind: 'array', element: row } : nullable(row) })
    return object(members)
  }
  const relation = types.rowRelation(fn.rettype)
  const value = types.ts(fn.rettype)
  if (relation) {
    members.push({ key: 'Returns', type: fn.retset ? { kind: 'array', element: value } : nullable(value) })
    // Lets postgrest-js type `.rpc(...).select(...)` with the relation's columns and relationships.
    members.push({
      key: 'SetofOptions',
      type: object([
        { key: 'from', type: raw(quote('*')) },
        { key: 'to', type: raw(quote(relation.name)) },
        { key: 'isOneToOne', type: raw(String(!fn.retset)) },
        { key: 'isSetofReturn', type: raw(String(fn.retset)) },
      ]),
    })
    return object(members)
  }
  members.push({ key: 'Returns', type: fn.retset ? { kind: 'array', element: nullable(value) } : nullable(value) })
  return object(members)
}

function section(entries: [string, TsNode][]): TsNode {
  if (entries.length === 0) return EMPTY
  return object(sortedBy(entries, ([name]) => name).map(([key, type]) => ({ key, type })))
}

export function renderDatabaseTypes(catalogue: Catalogue): string {
  const types = new TypeMapper(catalogue)
  const tables = catalogue.relations.filter((relation) => TABLE_KINDS.has(relation.kind))
  const views = catalogue.relations.filter((relation) => VIEW_KINDS.has(relation.kind))
  const composites = catalogue.relations.filter((relation) => relation.kind === 'c')
  const enums = [...catalogue.types.values()].filter((type) => type.schema === SCHEMA && type.typtype === 'e')

  const overloads = new Map<string, TsNode[]>()
  for (const fn of sortedBy(catalogue.functions, (f) => `${f.name}(${f.identity})`)) {
    const node = functionNode(fn, types)
    if (node) overloads.set(fn.name, [...(overloads.get(fn.name) ?? []), node])
  }

  const schema = object([
    { key: 'Tables', type: section(tables.map((relation) => [relation.name, tableNode(catalogue, types, relation)])) },
    { key: 'Views', type: section(views.map((relation) => [relation.name, viewNode(catalogue, types, relation)])) },
    {
      key: 'Functions',
      type: section(
        [...overloads].map(([name, nodes]) => [
          name,
          nodes.length === 1 ? nodes[0]! : { kind: 'union', options: nodes },
        ]),
      ),
    },
    {
      key: 'Enums',
      type: section(
        enums.map((type) => [
          type.name,
          { kind: 'union', options: (catalogue.enumLabels.get(type.oid) ?? []).map((label) => raw(quote(label))) },
        ]),
      ),
    },
    {
      key: 'CompositeTypes',
      type: section(
        composites.map((relation) => [
          relation.name,
          object(
            columnsOf(catalogue, relation.oid).map((column) => ({
              key: column.name,
              type: nullable(types.ts(column.type)),
            })),
          ),
        ]),
      ),
    },
  ])

  return `${HEADER}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // PostgREST's version cannot be read from Postgres. '12' is what supabase-js assumes when this is absent; it
  // only leaves out the typing of features that need a newer PostgREST (maxAffected, spreads of to-many embeds).
  __InternalSupabase: {
    PostgrestVersion: '12'
  }
  ${SCHEMA}: ${indentLines(render(schema), '  ')}
}
${HELPERS}`
}

const HEADER = `// Generated by supabase/scripts/generate-types.ts from supabase/migrations: do not edit by hand.
// After changing a migration run \`npm run db:types\` and commit this file; \`npm run db:types:check\` (part of
// \`npm test\`) fails while it is out of date.
//
// These types describe the schema, not what a role may read: RLS policies and column grants still decide that
// (anon cannot select products.pdf_url, for example). Postgres records no nullability for what a function or
// view returns, so those values are typed \`| null\`.
`

const HELPERS = `
type PublicSchema = Database['${SCHEMA}']

/** A table's row as selected: \`Tables<'products'>\`. */
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
/** What an insert into the table takes: \`TablesInsert<'product_reviews'>\`. */
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
/** What an update of the table takes: \`TablesUpdate<'product_reviews'>\`. */
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
/** A view's row as selected. */
export type Views<T extends keyof PublicSchema['Views']> = PublicSchema['Views'][T]['Row']
/** A function's arguments as \`.rpc(name, args)\` takes them. */
export type FunctionArgs<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]['Args']
/** What \`.rpc(name)\` answers. */
export type FunctionReturns<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]['Returns']
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]
export type CompositeTypes<T extends keyof PublicSchema['CompositeTypes']> = PublicSchema['CompositeTypes'][T]
`

// ── Command ────────────────────────────────────────────────────────────────────────────────────────

/** The file's content for the current migrations: shim and migrations on a fresh in-memory PGlite. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await PGlite.create()
  try {
    await db.exec(readShimSql())
    await applyMigrations(pgliteExecutor(db))
    return renderDatabaseTypes(await introspect(db))
  } finally {
    await db.close()
  }
}

function firstDifference(a: string, b: string): number {
  const left = a.split('\n')
  const right = b.split('\n')
  for (let line = 0; line < Math.max(left.length, right.length); line += 1) {
    if (left[line] !== right[line]) return line + 1
  }
  return 0
}

async function main(argv: string[]): Promise<number> {
  let values: { check?: boolean; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    console.error(`db:types: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const relative = path.relative(process.cwd(), outputPath)
  const generated = await generateDatabaseTypes()
  let committed: string | null = null
  try {
    committed = readFileSync(outputPath, 'utf8')
  } catch {
    committed = null
  }
  if (values.check) {
    if (committed === generated) {
      console.log(`db:types:check: ${relative} is up to date with supabase/migrations`)
      return 0
    }
    const where =
      committed === null ? 'the file is missing' : `first difference at line ${firstDifference(committed, generated)}`
    console.error(
      `db:types:check: ${relative} is out of date with supabase/migrations (${where}).\n` +
        'Run `npm run db:types` and commit the result.',
    )
    return 1
  }
  if (committed === generated) {
    console.log(`db:types: ${relative} is already up to date`)
  } else {
    writeFileSync(outputPath, generated)
    console.log(`db:types: wrote ${relative}`)
  }
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`db:types failed: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
