import type { SupabaseClient } from '@supabase/supabase-js'

import type { AuthVerifier, FileStorage } from './deps.ts'

/** Storage over supabase-js (service-role client): upload to and sign URLs of private buckets. */
export function supabaseStorage(client: SupabaseClient): FileStorage {
  return {
    async upload(bucket, path, bytes, contentType) {
      const { error } = await client.storage.from(bucket).upload(path, bytes, { contentType, upsert: false })
      if (error) throw new Error(`storage upload failed: ${error.message}`)
    },
    async createSignedUrl(bucket, path, expiresInSeconds) {
      const { data, error } = await client.storage.from(bucket).createSignedUrl(path, expiresInSeconds)
      if (error || !data) throw new Error(`storage signing failed: ${error?.message ?? 'no data'}`)
      return data.signedUrl
    },
  }
}

/** Supabase Auth: the user a bearer token belongs to (null for the anon key, expired or forged tokens). */
export function supabaseAuth(client: SupabaseClient): AuthVerifier {
  return {
    async getUser(jwt) {
      const { data, error } = await client.auth.getUser(jwt)
      if (error || !data.user) return null
      return { id: data.user.id, email: data.user.email ?? null, emailConfirmed: Boolean(data.user.email_confirmed_at) }
    },
  }
}
