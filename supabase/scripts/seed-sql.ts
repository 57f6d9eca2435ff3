// Renders supabase/seed.sql from the product fixture (lib/commerce/products.fixture.json).
import type { FixtureProduct } from '../../lib/commerce/products-fixture'

function literal(value: string | null): string {
  return value === null ? 'null' : `'${value.replaceAll("'", "''")}'`
}

function textArray(values: readonly string[]): string {
  return values.length === 0 ? `'{}'::text[]` : `array[${values.map(literal).join(', ')}]::text[]`
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'author',
  'price',
  'type',
  'subjects',
  'grades',
  'image_url',
  'pdf_url',
  'instant_download',
  'created_at',
  'slug',
  'format',
  'page_count',
  'preview_images',
] as const

function row(product: FixtureProduct): string {
  const values = [
    `${literal(product.id)}::uuid`,
    literal(product.title),
    literal(product.description),
    literal(product.author),
    product.price.toFixed(2),
    literal(product.type),
    textArray(product.subjects),
    textArray(product.grades),
    literal(product.image_url),
    literal(product.pdf_url),
    String(product.instant_download),
    `${literal(product.created_at)}::timestamptz`,
    literal(product.slug),
    literal(product.format),
    String(product.page_count),
    `${literal(JSON.stringify(product.preview_images))}::jsonb`,
  ]
  return `  (${values.join(',\n   ')})`
}

/** The exact text of supabase/seed.sql for these products (oldest first, stable). */
export function renderSeedSql(products: readonly FixtureProduct[]): string {
  const ordered = [...products].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
  const updates = COLUMNS.filter((column) => column !== 'id').map((column) => `  ${column} = excluded.${column}`)
  return [
    '-- GENERATED from lib/commerce/products.fixture.json by supabase/scripts/generate-seed.ts.',
    '-- Do not edit by hand: change the JSON, then run `npm run db:seed-sql`. A test keeps them equal.',
    '-- Upserts by id, so applying it again changes nothing (and brings edited rows back in line).',
    `insert into public.products (${COLUMNS.join(', ')})`,
    'values',
    ordered.map(row).join(',\n'),
    'on conflict (id) do update set',
    `${updates.join(',\n')};`,
    '',
  ].join('\n')
}
