import { describe, expect, it } from 'vitest'

import { readContentEnv } from '@/lib/content/env'
import { revalidatePayloadSchema, tagsToRevalidate } from '@/lib/content/revalidate'

describe('the publish webhook', () => {
  it('expires the tag of the changed document type, and nothing for a draft', () => {
    expect(tagsToRevalidate({ _id: 'blogPost.sankofa', _type: 'blogPost' })).toEqual(['blogPost'])
    expect(tagsToRevalidate({ _id: 'siteSettings', _type: 'siteSettings' })).toEqual(['siteSettings'])
    expect(tagsToRevalidate({ _id: 'drafts.blogPost.sankofa', _type: 'blogPost' })).toEqual([])
  })

  it('accepts only a document id and type from the body', () => {
    expect(revalidatePayloadSchema.safeParse({ _id: 'educator.x', _type: 'educator', title: 'kept out' }).data).toEqual(
      {
        _id: 'educator.x',
        _type: 'educator',
      },
    )
    expect(revalidatePayloadSchema.safeParse({ _type: 'educator' }).success).toBe(false)
    expect(revalidatePayloadSchema.safeParse({ _id: 'x', _type: 'blog post; drop' }).success).toBe(false)
    expect(revalidatePayloadSchema.safeParse(null).success).toBe(false)
  })

  it('reads the secret from the environment and refuses a short one', () => {
    expect(readContentEnv({}).revalidateSecret).toBeUndefined()
    expect(readContentEnv({ SANITY_REVALIDATE_SECRET: '  ' }).revalidateSecret).toBeUndefined()
    expect(readContentEnv({ SANITY_REVALIDATE_SECRET: 'a-long-random-webhook-secret' }).revalidateSecret).toBe(
      'a-long-random-webhook-secret',
    )
    expect(() => readContentEnv({ SANITY_REVALIDATE_SECRET: 'short' })).toThrow(
      /SANITY_REVALIDATE_SECRET must be at least 16 characters/,
    )
  })
})
