import { isOnRootPath, type SanityDocument } from './documents'

/** A request to the stand-in's HTTP API, as it reads it (from Node's http server, a Playwright route or a test). */
export interface LakeRequest {
  method: string
  url: URL
  /** Header names in lower case. */
  headers: Record<string, string>
  /** The JSON body of a POST. */
  body?: unknown
}

/** The token a request carries, as `Authorization: Bearer …` or as a `token` query parameter. */
export function tokenOf({ headers, url }: Pick<LakeRequest, 'headers' | 'url'>): string | undefined {
  const authorization = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? ''
  const bearer = /^Bearer\s+(\S+)/i.exec(authorization)?.[1]
  return bearer ?? (url.searchParams.get('token') || undefined)
}

export const hasToken = (request: Pick<LakeRequest, 'headers' | 'url'>) => tokenOf(request) !== undefined

/** The documents a request may read: all of them with a token, root-path ids only without. */
export function readableBy(
  request: Pick<LakeRequest, 'headers' | 'url'>,
  documents: SanityDocument[],
): SanityDocument[] {
  return hasToken(request) ? documents : documents.filter((doc) => isOnRootPath(doc._id))
}
