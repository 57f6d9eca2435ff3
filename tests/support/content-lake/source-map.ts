import type { SanityDocument } from './documents'

/**
 * A Content Source Map (`resultSourceMap`), which Sanity's client needs to hide stega edit markers in strings. The
 * real Content Lake traces every value through the query; groq-js cannot, so the stand-in recovers what it can
 * after the fact: inside any result object whose `_id` is a document the query read, a string equal to the
 * document's value at the same path maps to that path (array items matched by `_key`, else by position). A result
 * object without `_id` (a page singleton's projection, or an object read out of a document) is traced to the one
 * document, or one object field of a document, that it agrees with (see `locate`). Values a projection renamed or
 * computed get no mapping and so no marker, never a wrong one. Shape as in `@sanity/client`'s
 * `ContentSourceMap`: documents, paths and `mappings` keyed by the result's JSON path.
 */

type PathSegment = string | number | { _key: string }

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>
}

const escape = (value: string) => value.replace(/[\f\n\r\t'\\]/g, (match) => JSON.stringify(match).slice(1, -1))

function jsonPath(path: PathSegment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${escape(segment)}']`
          : `[?(@._key=='${escape(segment._key)}')]`,
    )
    .join('')}`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const CONFLICT = -1

/**
 * How far a result value agrees with a document value it may have been projected from: the number of strings
 * they share, or CONFLICT when a field both have differs. Fields only the result has (renamed or computed) and
 * objects with their own `_id` (dereferenced documents, traced on their own) neither count nor conflict.
 */
function agreement(value: unknown, source: unknown): number {
  if (typeof value === 'string') return value === source ? 1 : CONFLICT
  if (Array.isArray(value)) {
    if (!Array.isArray(source)) return CONFLICT
    let shared = 0
    for (const [index, item] of value.entries()) {
      const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
      const match = key ? source.find((candidate) => isRecord(candidate) && candidate._key === key) : source[index]
      if (match === undefined) continue
      const score = agreement(item, match)
      if (score === CONFLICT) return CONFLICT
      shared += score
    }
    return shared
  }
  if (isRecord(value)) {
    if (typeof value._id === 'string') return 0
    if (!isRecord(source)) return CONFLICT
    let shared = 0
    for (const [field, child] of Object.entries(value)) {
      if (!(field in source)) continue
      const score = agreement(child, source[field])
      if (score === CONFLICT) return CONFLICT
      shared += score
    }
    return shared
  }
  return value === source || (value === null && source === undefined) ? 0 : CONFLICT
}

type Origin = { doc: SanityDocument; path: PathSegment[]; value: unknown }

/**
 * Where a result object without `_id` came from: among the documents the query read, and their top-level object
 * fields, the one it shares a string with and contradicts nowhere. None, or more than one, and it is left
 * untraced.
 */
function locate(value: Record<string, unknown>, documents: SanityDocument[]): Origin | undefined {
  let found: Origin | undefined
  for (const doc of documents) {
    const candidates: Origin[] = [{ doc, path: [], value: doc }]
    for (const [field, child] of Object.entries(doc)) {
      if (isRecord(child)) candidates.push({ doc, path: [field], value: child })
    }
    for (const candidate of candidates) {
      if (agreement(value, candidate.value) < 1) continue
      if (found) return undefined
      found = candidate
    }
  }
  return found
}

export function buildSourceMap(result: unknown, documents: SanityDocument[]): ContentSourceMap {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()
  const pathIndex = new Map<string, number>()

  const addMapping = (resultPath: number[] | PathSegment[], doc: SanityDocument, sourcePath: PathSegment[]) => {
    const sourceId = typeof doc._originalId === 'string' ? doc._originalId : doc._id
    if (!documentIndex.has(sourceId)) {
      documentIndex.set(sourceId, map.documents.length)
      map.documents.push({ _id: sourceId, _type: doc._type })
    }
    const source = jsonPath(sourcePath)
    if (!pathIndex.has(source)) {
      pathIndex.set(source, map.paths.length)
      map.paths.push(source)
    }
    map.mappings[jsonPath(resultPath)] = {
      type: 'value',
      source: { type: 'documentValue', document: documentIndex.get(sourceId)!, path: pathIndex.get(source)! },
    }
  }

  /**
   * Walks a result value beside the document value it may have come from. Only where nothing above was traced
   * is an object looked for among the documents: below a traced object, a value its document does not hold was
   * renamed or computed there, and a look-alike elsewhere would be a guess.
   */
  const walk = (value: unknown, resultPath: PathSegment[], origin?: Origin, belowTraced = false) => {
    if (isRecord(value) && typeof value._id === 'string' && byId.has(value._id)) {
      const doc = byId.get(value._id)!
      origin = { doc, path: [], value: doc }
    } else if (isRecord(value) && value._id === undefined && !origin && !belowTraced) {
      origin = locate(value, documents)
    }
    const traced = belowTraced || origin !== undefined
    if (typeof value === 'string') {
      if (origin && origin.value === value && origin.path.length > 0) addMapping(resultPath, origin.doc, origin.path)
      return
    }
    if (Array.isArray(value)) {
      const source = origin && Array.isArray(origin.value) ? origin.value : undefined
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        const match = key ? source?.find((candidate) => isRecord(candidate) && candidate._key === key) : source?.[index]
        const segment: PathSegment = key ? { _key: key } : index
        walk(
          item,
          [...resultPath, index],
          origin && match !== undefined ? { ...origin, path: [...origin.path, segment], value: match } : undefined,
          traced,
        )
      })
      return
    }
    if (isRecord(value)) {
      const source = origin && isRecord(origin.value) ? origin.value : undefined
      for (const [field, child] of Object.entries(value)) {
        walk(
          child,
          [...resultPath, field],
          origin && source && field in source
            ? { ...origin, path: [...origin.path, field], value: source[field] }
            : undefined,
          traced,
        )
      }
    }
  }
  walk(result, [])
  return map
}
