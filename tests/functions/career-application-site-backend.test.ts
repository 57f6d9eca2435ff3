/**
 * send-career-application as the careers form calls it: supabase-js `functions.invoke` with a FormData (multipart,
 * the boundary left to fetch) against the configured-mode stand-in, and the stand-in's hook that the browser test
 * reads the stored row and résumé through.
 */
import { createHash } from 'node:crypto'

import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { applicationFormData, checkApplication, readApplication } from '../../lib/careers/application'
import { MESSAGES } from '../../lib/validation'
import { DB_HOOK_TIMEOUT } from '../../supabase/scripts/pglite'
import type { StandInCareerApplication } from '../support/site-backend/hooks'
import { pdfFor } from '../support/site-backend/pdf'
import { startSiteBackend, type SiteBackend } from '../support/site-backend/server'

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

const SITE_URL = 'http://127.0.0.1:3998'
let backend: SiteBackend

beforeAll(async () => {
  backend = await startSiteBackend({ port: 0, siteUrl: SITE_URL })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await backend?.close()
})

function browserClient() {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  })
}

/** The form as a browser submits it, checked and turned into the function's body by the form's own rules. */
function submitted(email: string, position: string, resume: File): FormData {
  const form = new FormData()
  const fields = {
    name: 'Thandiwe Dube',
    email,
    phone: '555 0123',
    position,
    experience: 'Twelve years of teaching.',
    motivation: 'I love this work.',
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('resume', resume)
  const checked = checkApplication(readApplication(form))
  if (!checked.ok) throw new Error(`invalid test application: ${JSON.stringify(checked.errors)}`)
  return applicationFormData(checked.application, checked.resume)
}

async function stored(email: string): Promise<StandInCareerApplication[]> {
  const answer = await fetch(`${backend.url}/__stand-in/career-applications?email=${encodeURIComponent(email)}`)
  return ((await answer.json()) as { applications: StandInCareerApplication[] }).applications
}

describe('the careers form through supabase-js and the stand-in', () => {
  it('stores the row and the résumé, for a position outside the first eight too', async () => {
    const bytes = pdfFor('Thandiwe Dube CV')
    const email = `thandiwe.${Date.now()}@example.com`
    const { data, error } = await browserClient().functions.invoke('send-career-application', {
      body: submitted(
        email.toUpperCase(),
        'Yoruba Language Instructor',
        new File([bytes], 'Thandiwe CV.pdf', { type: 'application/pdf' }),
      ),
      headers: { origin: SITE_URL },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ success: true })
    expect(await stored(email)).toEqual([
      expect.objectContaining({
        email,
        position: 'Yoruba Language Instructor',
        resumeFileName: 'Thandiwe CV.pdf',
        resume: {
          contentType: 'application/pdf',
          size: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
      }),
    ])
  })

  it('answers a refused résumé with the function’s message in the error’s body, storing nothing', async () => {
    const email = `refused.${Date.now()}@example.com`
    const { error } = await browserClient().functions.invoke('send-career-application', {
      body: submitted(email, 'Game Designer', new File([new TextEncoder().encode('MZ not a pdf')], 'cv.pdf')),
      headers: { origin: SITE_URL },
    })
    const response = (error as { context?: unknown } | null)?.context
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(400)
    expect(await (response as Response).json()).toEqual({ error: MESSAGES.resumeContent })
    expect(await stored(email)).toEqual([])
  })
})
