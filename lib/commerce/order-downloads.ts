import type { TypedSupabaseClient } from '@/lib/supabase/browser'

export type OrderDownload = { productId: string; title: string }

/**
 * The files a paid order lets the signed-in buyer download (order_downloads: a cart's lines, or the one product of
 * an instant download, that are instant downloads with a file), in the order's own order. None for an order that is
 * not theirs or not paid. Each is fetched with generate-download-link, as a single purchase is.
 */
export async function loadOrderDownloads(supabase: TypedSupabaseClient, reference: string): Promise<OrderDownload[]> {
  const { data, error } = await supabase.rpc('order_downloads', { reference })
  if (error) throw new Error(error.message)
  return (data ?? []).flatMap((row) =>
    row.product_id && row.title ? [{ productId: row.product_id, title: row.title }] : [],
  )
}
