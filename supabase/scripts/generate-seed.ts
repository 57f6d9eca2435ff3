// Writes supabase/seed.sql from the product fixture. `--check` exits 1 when seed.sql is out of date.
import { readFileSync, writeFileSync } from 'node:fs'

import { fixtureProducts } from '../../lib/commerce/products-fixture'
import { seedPath } from './migrations'
import { renderSeedSql } from './seed-sql'

const expected = renderSeedSql(fixtureProducts)

if (process.argv.includes('--check')) {
  const current = readFileSync(seedPath, 'utf8')
  if (current !== expected) {
    console.error('supabase/seed.sql is out of date: run `npm run db:seed-sql`.')
    process.exit(1)
  }
  console.log(`supabase/seed.sql is up to date (${fixtureProducts.length} products).`)
} else {
  writeFileSync(seedPath, expected)
  console.log(`Wrote supabase/seed.sql (${fixtureProducts.length} products).`)
}
