import { evaluate, parse } from 'groq-js'
import { z } from 'zod'

import { readableBy, type LakeRequest } from './access'
import type { SanityDocument } from './documents'
import { documentsFor } from './perspective'
import { buildSourceMap } from './source-map'

export async function runGroq(
  query: string,
  params: Record<string, unknown>,
  documents: SanityDocument[],
): Promise<unknown> {
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset: documents, params })
  return value.get()
}

/** Query parameters arrive as `$name=<JSON>` in the URL (GET, listen) or as `params` in the body (POST). */
export function queryFromRequest({ method, url, body }: LakeRequest): {
  query: string
  params: Record<string, unknown>
} {
  if (method === 'POST') {
    const parsed = z.object({ query: z.string(), params: z.record(z.string(), z.unknown()).optional() }).parse(body)
    return { query: parsed.query, params: parsed.params ?? {} }
  }
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  }
  return { query: url.searchParams.get('query') ?? '', params }
}

/**
 * Answers a `/data/query` request over the stand-in's documents, as the Content Lake would: the read rule, then
 * the perspective, then the query; `resultSourceMap` (any value but `false`) adds a source map (see source-map.ts).
 */
export async function answerQuery(
  request: LakeRequest,
  documents: SanityDocument[],
): Promise<{ status: number; body: unknown; query?: string }> {
  let query: string | undefined
  try {
    const parsed = queryFromRequest(request)
    query = parsed.query
    const docs = documentsFor(request.url.searchParams.get('perspective'), readableBy(request, documents))
    const result = await runGroq(parsed.query, parsed.params, docs)
    const sourceMap = request.url.searchParams.get('resultSourceMap')
    const withSourceMap = sourceMap !== null && sourceMap !== 'false'
    return {
      status: 200,
      body: { query, result, ms: 1, ...(withSourceMap ? { resultSourceMap: buildSourceMap(result, docs) } : {}) },
      query,
    }
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error)
    return { status: 400, body: { error: { description, type: 'queryParseError' } }, query }
  }
}
