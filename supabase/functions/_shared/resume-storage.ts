import type { SupabaseClient } from '@supabase/supabase-js'

import type { FileStorage } from './deps.ts'

/**
 * What send-career-application needs from Storage: store one object (never overwriting) straight from the
 * uploaded File, and take an object back when the submission it belongs to failed.
 */
export interface ResumeStorage {
  upload(bucket: string, path: string, file: Blob, contentType: string): Promise<void>
  /** Deletes the object; resolves also when it did not exist. */
  remove(bucket: string, path: string): Promise<void>
}

/**
 * Storage over supabase-js (service-role client). The File is sent as a stream with its own content type:
 * supabase-js would wrap a Blob in multipart form data, and reading it into an ArrayBuffer would copy it.
 */
export function supabaseResumeStorage(client: SupabaseClient): ResumeStorage {
  return {
    async upload(bucket, path, file, contentType) {
      const { error } = await client.storage
        .from(bucket)
        .upload(path, file.stream(), { contentType, upsert: false, duplex: 'half' })
      if (error) throw new Error(`storage upload failed: ${error.message}`)
    },
    async remove(bucket, path) {
      const { error } = await client.storage.from(bucket).remove([path])
      if (error) throw new Error(`storage remove failed: ${error.message}`)
    },
  }
}

/** True for a ResumeStorage, false for the upload-only FileStorage other functions share. */
export function isResumeStorage(storage: FileStorage | ResumeStorage): storage is ResumeStorage {
  return 'remove' in storage && typeof storage.remove === 'function'
}

/**
 * A FileStorage (upload of bytes, no delete) used for résumés: the File is read into memory for it, and
 * remove() fails, so a failed submission keeps its row (the object stays findable) instead of orphaning a file.
 */
export function resumeStorageOf(storage: FileStorage | ResumeStorage): ResumeStorage {
  if (isResumeStorage(storage)) return storage
  return {
    async upload(bucket, path, file, contentType) {
      await storage.upload(bucket, path, new Uint8Array(await file.arrayBuffer()), contentType)
    },
    remove() {
      return Promise.reject(new Error('this storage cannot delete objects'))
    },
  }
}

/** Applications per client address per hour when CAREER_APPLICATIONS_PER_CLIENT_PER_HOUR is not set (see env.ts). */
export const DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR = 10
