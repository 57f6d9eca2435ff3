import { describe, expect, it } from 'vitest'

import { readSupabaseConfig } from '../../lib/supabase/config'

const KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon'

describe('the browser’s Supabase settings', () => {
  it('is local mode when nothing is set', () => {
    expect(readSupabaseConfig({})).toMatchObject({ configured: false })
    expect(readSupabaseConfig({ NEXT_PUBLIC_SUPABASE_URL: ' ', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' })).toMatchObject({
      configured: false,
    })
  })

  it('takes an http(s) project URL without its trailing slash and the anon key', () => {
    expect(
      readSupabaseConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/', NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY }),
    ).toEqual({
      configured: true,
      url: 'https://abc.supabase.co',
      anonKey: KEY,
    })
  })

  it('stays in local mode, saying why, when a value is wrong or missing', () => {
    expect(readSupabaseConfig({ NEXT_PUBLIC_SUPABASE_URL: 'ftp://abc', NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })).toEqual({
      configured: false,
      reason: 'NEXT_PUBLIC_SUPABASE_URL must be an http(s) URL.',
    })
    expect(readSupabaseConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual({
      configured: false,
      reason: 'NEXT_PUBLIC_SUPABASE_ANON_KEY is missing or too short.',
    })
  })
})
