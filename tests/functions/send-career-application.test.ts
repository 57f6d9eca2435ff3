import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAREER_POSITIONS, MESSAGES } from '../../lib/validation'
import { call, countRows, SITE_URL, startBackend, type Backend } from './harness'

let backend: Backend

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.close()
})

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0x3e, 0])
const DOCX = new TextEncoder().encode('PK\u0003\u0004\u0014\u0000[Content_Types].xml....PK\u0003\u0004word/document.xml....')

let emailCounter = 0
const freshEmail = () => `applicant${++emailCounter}@example.com`

function fields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    name: "Nia O'Connor-Mensah",
    email: freshEmail(),
    phone: '+1 (555) 010-2000',
    position: 'Mathematics Teacher',
    experience: 'Eight years teaching middle-school mathematics online.',
    motivation: 'I want to help children see mathematics in African history.',
    ...overrides,
  }
}

function application(
  values: Record<string, string | undefined>,
  resume: { bytes: Uint8Array; name: string } | null = { bytes: PDF, name: 'cv.pdf' },
): Request {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.set(key, value)
  if (resume) form.set('resume', new File([resume.bytes.slice()], resume.name))
  if (resume) form.set('resumeFileName', resume.name)
  return new Request('http://127.0.0.1/functions/v1/send-career-application', { method: 'POST', headers: { origin: SITE_URL }, body: form })
}

describe('send-career-application', () => {
  it('stores the résumé in the private bucket and the application in its table', async () => {
    const values = fields({ email: '  Nia@Example.COM ' })
    const res = await call(backend.handlers.career, application(values))

    expect(res).toEqual({ status: 200, body: { success: true } })
    const [row] = await backend.sql`
      select name, email, phone, position, experience, motivation, resume_file_name, resume_path
      from public.career_applications where email = 'nia@example.com'
    `
    expect(row).toMatchObject({ name: "Nia O'Connor-Mensah", email: 'nia@example.com', position: 'Mathematics Teacher', resume_file_name: 'cv.pdf' })
    const stored = backend.supabase.getObject('resumes', String(row?.resume_path))
    expect(stored?.contentType).toBe('application/pdf')
    expect(new Uint8Array(stored?.bytes ?? [])).toEqual(PDF)
  })

  it('accepts .doc and .docx files by their content', async () => {
    for (const resume of [{ bytes: DOC, name: 'cv.doc' }, { bytes: DOCX, name: 'CV.DOCX' }]) {
      const res = await call(backend.handlers.career, application(fields(), resume))
      expect(res.status).toBe(200)
    }
  })

  it('accepts every listed position', async () => {
    for (const position of CAREER_POSITIONS) {
      expect((await call(backend.handlers.career, application(fields({ position })))).status).toBe(200)
    }
  })

  it.each([
    ['missing name', { name: undefined }, MESSAGES.nameRequired],
    ['blank name', { name: '   ' }, MESSAGES.nameRequired],
    ['name over 100', { name: 'A'.repeat(101) }, MESSAGES.nameTooLong],
    ['name with digits', { name: 'R2-D2' }, MESSAGES.nameCharacters],
    ['invalid email', { email: 'nia@' }, MESSAGES.invalidEmail],
    ['email over 254', { email: `${'n'.repeat(250)}@example.com` }, MESSAGES.emailTooLong],
    ['missing phone', { phone: '' }, MESSAGES.phoneRequired],
    ['phone over 20', { phone: '1'.repeat(21) }, MESSAGES.phoneTooLong],
    ['phone with letters', { phone: '555-CALL-NOW' }, MESSAGES.phoneCharacters],
    ['unlisted position', { position: 'Principal' }, MESSAGES.positionRequired],
    ['missing position', { position: undefined }, MESSAGES.positionRequired],
    ['short experience', { experience: 'Too short' }, MESSAGES.experienceTooShort],
    ['long experience', { experience: 'x'.repeat(2001) }, MESSAGES.experienceTooLong],
    ['short motivation', { motivation: 'Because' }, MESSAGES.motivationTooShort],
    ['long motivation', { motivation: 'y'.repeat(2001) }, MESSAGES.motivationTooLong],
  ])('refuses %s with the form message and stores nothing', async (_label, change, message) => {
    const before = await countRows(backend.sql, 'career_applications')
    const objects = backend.supabase.objects.size
    const res = await call(backend.handlers.career, application(fields(change)))
    expect(res).toEqual({ status: 400, body: { error: message } })
    expect(await countRows(backend.sql, 'career_applications')).toBe(before)
    expect(backend.supabase.objects.size).toBe(objects)
  })

  it.each([
    ['no résumé', null, 400, MESSAGES.resumeRequired],
    ['an empty file', { bytes: new Uint8Array(), name: 'cv.pdf' }, 400, MESSAGES.resumeRequired],
    ['a .txt file', { bytes: PDF, name: 'cv.txt' }, 400, MESSAGES.resumeType],
    ['a renamed zip', { bytes: new TextEncoder().encode('PK\u0003\u0004photos/cat.jpg'), name: 'cv.docx' }, 400, MESSAGES.resumeContent],
    ['an executable named .pdf', { bytes: new TextEncoder().encode('MZ\u0090\u0000'), name: 'cv.pdf' }, 400, MESSAGES.resumeContent],
    ['a .doc holding a PDF', { bytes: PDF, name: 'cv.doc' }, 400, MESSAGES.resumeContent],
  ])('refuses %s', async (_label, resume, status, message) => {
    const before = await countRows(backend.sql, 'career_applications')
    const res = await call(backend.handlers.career, application(fields(), resume))
    expect(res).toEqual({ status, body: { error: message } })
    expect(await countRows(backend.sql, 'career_applications')).toBe(before)
  })

  it('refuses a résumé over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PDF)
    const res = await call(backend.handlers.career, application(fields(), { bytes: big, name: 'cv.pdf' }))
    expect(res).toEqual({ status: 413, body: { error: MESSAGES.resumeTooLarge } })
  })

  it('refuses a JSON body (the résumé must be sent)', async () => {
    const res = await call(
      backend.handlers.career,
      new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields()) }),
    )
    expect(res.status).toBe(415)
    expect(typeof res.body.error).toBe('string')
  })

  it('accepts at most 3 applications per e-mail address per hour', async () => {
    const email = 'busy@example.com'
    backend.clock.set(new Date('2026-11-21T12:00:00Z'))
    for (let i = 0; i < 3; i++) expect((await call(backend.handlers.career, application(fields({ email })))).status).toBe(200)

    backend.clock.set(new Date('2026-11-21T12:30:00Z'))
    const fourth = await call(backend.handlers.career, application(fields({ email: 'BUSY@example.com' })))
    expect(fourth).toEqual({ status: 429, body: { error: MESSAGES.tooManyApplications } })
    expect((await call(backend.handlers.career, application(fields()))).status).toBe(200)

    backend.clock.set(new Date('2026-11-21T13:00:01Z'))
    expect((await call(backend.handlers.career, application(fields({ email })))).status).toBe(200)
  })

  it('answers a clear failure when the résumé cannot be stored, and records nothing', async () => {
    const before = await countRows(backend.sql, 'career_applications')
    backend.supabase.failStorage()
    const res = await call(backend.handlers.career, application(fields()))
    expect(res).toEqual({ status: 502, body: { error: 'Submission failed. Please try again later.' } })
    expect(await countRows(backend.sql, 'career_applications')).toBe(before)
  })
})
