import type { AuthVerifier, Db, FileStorage } from '../_shared/deps.ts'
import { bearerToken, endpoint, HttpError, jsonResponse, readJson } from '../_shared/http.ts'
import { parseOr400 } from '../_shared/validate.ts'
import { downloadLinkRequestSchema, MESSAGES } from '../_shared/validation/index.ts'

export interface GenerateDownloadLinkDeps {
  db: Db
  auth: AuthVerifier
  storage: FileStorage
  siteUrl: string
  /** How long the signed URL works. */
  linkTtlSeconds: number
}

export const PRODUCT_FILES_BUCKET = 'product-files'

interface OrderRow {
  status: string
  user_id: string | null
  email: string | null
  product_metadata: unknown
  line_items: unknown
}

/** Product ids an order holds: productId of a single purchase, or the lines of a cart. */
function productIdsOf(order: OrderRow): string[] {
  const ids: string[] = []
  const meta = order.product_metadata
  if (meta && typeof meta === 'object' && 'productId' in meta && typeof meta.productId === 'string')
    ids.push(meta.productId)
  if (Array.isArray(order.line_items)) {
    for (const line of order.line_items as unknown[]) {
      if (line && typeof line === 'object' && 'productId' in line && typeof line.productId === 'string')
        ids.push(line.productId)
    }
  }
  return ids.map((id) => id.toLowerCase())
}

/**
 * generate-download-link: a signed-in user who owns a paid order holding the product gets a short-lived
 * signed URL of the product's file in the private bucket.
 */
export function createHandler(deps: GenerateDownloadLinkDeps): (req: Request) => Promise<Response> {
  return endpoint({ allowedOrigin: deps.siteUrl, name: 'generate-download-link' }, async (req) => {
    const token = bearerToken(req)
    const user = token ? await deps.auth.getUser(token).catch(() => null) : null
    if (!user) throw new HttpError(401, MESSAGES.authenticationRequired)

    const { sessionId, productId } = parseOr400(downloadLinkRequestSchema, await readJson(req))
    const wantedProduct = productId.toLowerCase()

    const [order] = await deps.db<OrderRow[]>`
      select status, user_id::text as user_id, email, product_metadata, line_items
      from public.orders where stripe_session_id = ${sessionId}
    `
    const ownsOrder =
      order !== undefined &&
      (order.user_id === user.id ||
        (user.emailConfirmed &&
          !!user.email &&
          !!order.email &&
          order.email.toLowerCase() === user.email.toLowerCase()))
    // Someone else's order answers exactly like a missing one.
    if (!order || !ownsOrder || !productIdsOf(order).includes(wantedProduct))
      throw new HttpError(404, MESSAGES.downloadLinkFailed)
    if (order.status !== 'paid') throw new HttpError(403, MESSAGES.downloadLinkFailed)

    const [product] = await deps.db<{ pdf_url: string | null }[]>`
      select pdf_url from public.products where id = ${wantedProduct}
    `
    if (!product?.pdf_url) throw new HttpError(404, MESSAGES.downloadLinkFailed)

    let downloadUrl: string
    try {
      downloadUrl = await deps.storage.createSignedUrl(PRODUCT_FILES_BUCKET, product.pdf_url, deps.linkTtlSeconds)
    } catch (error) {
      console.error('[generate-download-link] signing failed', error)
      throw new HttpError(502, MESSAGES.downloadLinkFailed)
    }
    return jsonResponse({ downloadUrl }, 200)
  })
}
