/**
 * The cache tags of each query: the document types it reads. Declared once, under the query in its domain's queries.ts,
 * and read by fetchContent, so no caller types them and a publish of any type a page shows expires it.
 */
const TAGS = new Map<string, readonly string[]>()

/** Declares the document types `query` reads (including through `->`); called right under its definition. */
export function tagQuery(query: string, ...types: [string, ...string[]]): void {
  TAGS.set(query, types)
}

/** The declared tags of a query; a query without any is a programming error, reported at once. */
export function queryTags(query: string): readonly string[] {
  const tags = TAGS.get(query)
  if (!tags)
    throw new Error(
      `No cache tags declared for this query (add tagQuery under it in its lib/<domain>/queries.ts):\n${query.slice(0, 120)}`,
    )
  return tags
}

/** Every query with its tags, for the test that checks them against what each query reads. */
export function taggedQueries(): ReadonlyMap<string, readonly string[]> {
  return TAGS
}
