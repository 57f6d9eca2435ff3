import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '../../lib/validation'
import { supabaseResumeStorage, type ResumeStorage } from '../../supabase/functions/_shared/resume-storage'
import { createHandler, type SendCareerApplicationDeps } from '../../supabase/functions/send-career-application/handler'
import { call, countRows, SITE_URL, startBackend, type Backend, type Handler } from './harness'
import { minimalDocx, zip } from './zip-fixture'

let backend: Backend
let career: Handler
let storage: TestStorage

/**
 * Storage as the Deno entry builds it (supabase-js, the File streamed to the Storage API), with the delete
 * answered here: the Storage stand-in has no delete route. Hooks make an upload fail after or before storing,
 * make deletes fail, or look at the database while an upload runs.
 */
interface TestStorage extends ResumeStorage {
  uploadFails: 'no' | 'before-storing' | 'after-storing'
  removeFails: boolean
  duringUpload: ((path: string) => Promise<void>) | null
}

function testStorage(): TestStorage {
  const real = supabaseResumeStorage(backend.supabase.client())
  const hooks: TestStorage = {
    uploadFails: 'no',
    removeFails: false,
    duringUpload: null,
    // Bytes are accepted too, so these tests also run against the handler before this storage existed.
    async upload(bucket: string, path: string, file: Blob | Uint8Array, contentType: string) {
      if (!(file instanceof Blob)) file = new Blob([file.slice()])
      await hooks.duringUpload?.(path)
      if (hooks.uploadFails === 'before-storing') throw new Error('storage upload failed: connection reset')
      await real.upload(bucket, path, file, contentType)
      if (hooks.uploadFails === 'after-storing') throw new Error('storage upload failed: gateway timeout')
    },
    remove(bucket, path) {
      if (hooks.removeFails) return Promise.reject(new Error('storage remove failed'))
      backend.supabase.objects.delete(`${bucket}/${path}`)
      return Promise.resolve()
    },
  }
  return hooks
}

function handler(overrides: Partial<SendCareerApplicationDeps> = {}): Handler {
  return createHandler({
    db: backend.sql,
    storage,
    clock: backend.clock,
    siteUrl: SITE_URL,
    applicationsPerHour: 3,
    ...overrides,
  })
}

beforeAll(async () => {
  backend = await startBackend()
  storage = testStorage()
  career = handler()
})
afterAll(async () => {
  await backend?.close()
})

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0x3e, 0])
const DOCX = minimalDocx()

/** The eight positions the CMS fixtures open. */
const SPEC_POSITIONS = [
  'Curriculum Developer',
  'Educational Content Writer',
  'Kiswahili Language Instructor',
  'African History Educator',
  'Mathematics Teacher',
  'Game Designer',
  'Community Outreach Coordinator',
  'Academic Advisor',
]

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
  resume: { bytes: Uint8Array; name: string; sentName?: string } | null = { bytes: PDF, name: 'cv.pdf' },
  headers: Record<string, string> = {},
): Request {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.set(key, value)
  if (resume) form.set('resume', new File([resume.bytes.slice()], resume.name))
  if (resume) form.set('resumeFileName', resume.sentName ?? resume.name)
  return new Request('http://127.0.0.1/functions/v1/send-career-application', {
    method: 'POST',
    headers: { origin: SITE_URL, ...headers },
    body: form,
  })
}

async function stored() {
  return { rows: await countRows(backend.sql, 'career_applications'), objects: backend.supabase.objects.size }
}

/** Every résumé in the bucket has an application row pointing at it. */
async function expectNoOrphanedResumes(): Promise<void> {
  const rows = await backend.sql<{ resume_path: string }[]>`select resume_path from public.career_applications`
  const paths = new Set(rows.map((row) => `resumes/${row.resume_path}`))
  const orphans = [...backend.supabase.objects.keys()].filter((key) => key.startsWith('resumes/') && !paths.has(key))
  expect(orphans).toEqual([])
}

describe('send-career-application', () => {
  it('stores the résumé in the private bucket and the application in its table', async () => {
    const values = fields({ email: '  Nia@Example.COM ' })
    const res = await call(career, application(values))

    expect(res).toEqual({ status: 200, body: { success: true } })
    const [row] = await backend.sql`
      select name, email, phone, position, experience, motivation, resume_file_name, resume_path
      from public.career_applications where email = 'nia@example.com'
    `
    expect(row).toMatchObject({
      name: "Nia O'Connor-Mensah",
      email: 'nia@example.com',
      position: 'Mathematics Teacher',
      resume_file_name: 'cv.pdf',
    })
    const stored = backend.supabase.getObject('resumes', String(row?.resume_path))
    expect(stored?.contentType).toBe('application/pdf')
    expect(new Uint8Array(stored?.bytes ?? [])).toEqual(PDF)
  })

  it('accepts .doc and .docx files by their content', async () => {
    for (const resume of [
      { bytes: DOC, name: 'cv.doc' },
      { bytes: DOCX, name: 'CV.DOCX' },
    ]) {
      const res = await call(career, application(fields(), resume))
      expect(res.status).toBe(200)
    }
  })

  it('accepts every position the fixtures open', async () => {
    for (const position of SPEC_POSITIONS) {
      expect((await call(career, application(fields({ position })))).status).toBe(200)
    }
  })

  it('accepts a position staff opened in the CMS after the first eight, and stores it trimmed as sent', async () => {
    const email = freshEmail()
    const res = await call(career, application(fields({ email, position: '  Yoruba Language Instructor ' })))
    expect(res).toEqual({ status: 200, body: { success: true } })
    const rows = await backend.sql`select position from public.career_applications where email = ${email}`
    expect(rows).toEqual([{ position: 'Yoruba Language Instructor' }])
  })

  it('accepts a position of exactly 100 characters', async () => {
    expect((await call(career, application(fields({ position: `${'P'.repeat(99)}é` })))).status).toBe(200)
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
    ['missing position', { position: undefined }, MESSAGES.positionRequired],
    ['the placeholder (empty) position', { position: '' }, MESSAGES.positionRequired],
    ['blank position', { position: ' \t ' }, MESSAGES.positionRequired],
    ['position over 100', { position: 'P'.repeat(101) }, MESSAGES.positionTooLong],
    ['position with a line break', { position: 'Game\nDesigner' }, MESSAGES.positionCharacters],
    ['position with a NUL', { position: 'Game\u0000Designer' }, MESSAGES.positionCharacters],
    ['short experience', { experience: 'Too short' }, MESSAGES.experienceTooShort],
    ['long experience', { experience: 'x'.repeat(2001) }, MESSAGES.experienceTooLong],
    ['short motivation', { motivation: 'Because' }, MESSAGES.motivationTooShort],
    ['long motivation', { motivation: 'y'.repeat(2001) }, MESSAGES.motivationTooLong],
  ])('refuses %s with the form message and stores nothing', async (_label, change, message) => {
    const before = await countRows(backend.sql, 'career_applications')
    const objects = backend.supabase.objects.size
    const res = await call(career, application(fields(change)))
    expect(res).toEqual({ status: 400, body: { error: message } })
    expect(await countRows(backend.sql, 'career_applications')).toBe(before)
    expect(backend.supabase.objects.size).toBe(objects)
  })

  it.each([
    ['no résumé', null, 400, MESSAGES.resumeRequired],
    ['an empty file', { bytes: new Uint8Array(), name: 'cv.pdf' }, 400, MESSAGES.resumeRequired],
    ['a .txt file', { bytes: PDF, name: 'cv.txt' }, 400, MESSAGES.resumeType],
    [
      'a renamed zip',
      { bytes: new TextEncoder().encode('PK\u0003\u0004photos/cat.jpg'), name: 'cv.docx' },
      400,
      MESSAGES.resumeContent,
    ],
    [
      'an executable named .pdf',
      { bytes: new TextEncoder().encode('MZ\u0090\u0000'), name: 'cv.pdf' },
      400,
      MESSAGES.resumeContent,
    ],
    ['a .doc holding a PDF', { bytes: PDF, name: 'cv.doc' }, 400, MESSAGES.resumeContent],
  ])('refuses %s', async (_label, resume, status, message) => {
    const before = await countRows(backend.sql, 'career_applications')
    const res = await call(career, application(fields(), resume))
    expect(res).toEqual({ status, body: { error: message } })
    expect(await countRows(backend.sql, 'career_applications')).toBe(before)
  })

  it('refuses a résumé over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PDF)
    const res = await call(career, application(fields(), { bytes: big, name: 'cv.pdf' }))
    expect(res).toEqual({ status: 413, body: { error: MESSAGES.resumeTooLarge } })
  })

  it('refuses a JSON body (the résumé must be sent)', async () => {
    const res = await call(
      career,
      new Request('http://127.0.0.1/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields()),
      }),
    )
    expect(res.status).toBe(415)
    expect(typeof res.body.error).toBe('string')
  })

  it('accepts at most 3 applications per e-mail address per hour', async () => {
    const email = 'busy@example.com'
    backend.clock.set(new Date('2026-11-21T12:00:00Z'))
    for (let i = 0; i < 3; i++) expect((await call(career, application(fields({ email })))).status).toBe(200)

    backend.clock.set(new Date('2026-11-21T12:30:00Z'))
    const fourth = await call(career, application(fields({ email: 'BUSY@example.com' })))
    expect(fourth).toEqual({ status: 429, body: { error: MESSAGES.tooManyApplications } })
    expect((await call(career, application(fields()))).status).toBe(200)

    backend.clock.set(new Date('2026-11-21T13:00:01Z'))
    expect((await call(career, application(fields({ email })))).status).toBe(200)
  })

  it('answers a clear failure when the résumé cannot be stored, and records nothing', async () => {
    const before = await stored()
    storage.uploadFails = 'before-storing'
    const res = await call(career, application(fields())).finally(() => (storage.uploadFails = 'no'))
    expect(res).toEqual({ status: 502, body: { error: 'Submission failed. Please try again later.' } })
    expect(await stored()).toEqual(before)
  })

  it('answers a clear failure through the real Storage API too (500 from Storage), leaving no résumé without its row', async () => {
    // The harness's handler is built as deps-from-env builds it today: upload-only storage, no delete.
    const objects = backend.supabase.objects.size
    backend.supabase.failStorage()
    const res = await call(backend.handlers.career, application(fields()))
    expect(res).toEqual({ status: 502, body: { error: 'Submission failed. Please try again later.' } })
    expect(backend.supabase.objects.size).toBe(objects)
    await expectNoOrphanedResumes()
  })
})

describe('send-career-application: nothing is stored that no row points to', () => {
  it.each([
    ['a NUL in the experience', { experience: 'Ten years of teaching\u0000 online.' }, MESSAGES.experienceCharacters],
    ['a NUL in the motivation', { motivation: '\u0000'.repeat(12) }, MESSAGES.motivationCharacters],
    [
      'a bell (C0) in the motivation',
      { motivation: 'I love teaching \u0007 children.' },
      MESSAGES.motivationCharacters,
    ],
    [
      'a C1 control in the experience',
      { experience: 'Ten years of teaching\u0085 online.' },
      MESSAGES.experienceCharacters,
    ],
    ['DEL in the experience', { experience: 'Ten years of teaching\u007f online.' }, MESSAGES.experienceCharacters],
    ['a tab in the name', { name: 'Nia\tMensah' }, MESSAGES.nameCharacters],
    ['a right-to-left override in the name', { name: 'Nia \u202eMensah' }, MESSAGES.nameCharacters],
    ['a NUL in the phone', { phone: '555\u00000100' }, MESSAGES.phoneCharacters],
    ['a NUL in the e-mail', { email: 'nia\u0000@example.com' }, MESSAGES.invalidEmail],
  ])('refuses %s with a 400 and stores neither row nor résumé', async (_label, change, message) => {
    const before = await stored()
    const res = await call(career, application(fields(change)))
    expect(res).toEqual({ status: 400, body: { error: message } })
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['a NUL', 'cv\u0000.pdf'],
    ['a line break', 'cv\n.pdf'],
    ['a right-to-left override', 'cv\u202efdp.pdf'],
  ])('refuses a résumé file name holding %s', async (_label, sentName) => {
    const before = await stored()
    const res = await call(career, application(fields(), { bytes: PDF, name: 'cv.pdf', sentName }))
    expect(res).toEqual({ status: 400, body: { error: MESSAGES.resumeFileNameCharacters } })
    expect(await stored()).toEqual(before)
  })

  it('keeps tabs, line breaks and bidi text in experience and motivation as written', async () => {
    const email = freshEmail()
    const experience = 'Taught Arabic:\n\t- \u202bمرحبا\u202c (greetings)\n\t- numbers'
    const motivation = 'Mixed-direction lessons \u2067עברית\u2069 and Kiswahili.\n'
    const res = await call(career, application(fields({ email, experience, motivation })))
    expect(res).toEqual({ status: 200, body: { success: true } })
    const [row] = await backend.sql<{ experience: string; motivation: string }[]>`
      select experience, motivation from public.career_applications where email = ${email}
    `
    // multipart/form-data sends every line break as CRLF (as browsers do); the text is otherwise kept as typed.
    const crlf = (text: string) => text.replaceAll('\n', '\r\n')
    expect(row).toEqual({ experience: crlf(experience), motivation: crlf(motivation.trim()) })
  })

  it('writes the row before the upload and holds no transaction while uploading', async () => {
    const email = freshEmail()
    let rowDuringUpload: readonly unknown[] = []
    // With a transaction left open across the upload this query would wait for it (one connection) and never return.
    storage.duringUpload = async (path) => {
      rowDuringUpload = await backend.sql`select email from public.career_applications where resume_path = ${path}`
    }
    const res = await call(career, application(fields({ email }))).finally(() => (storage.duringUpload = null))
    expect(res.status).toBe(200)
    expect(rowDuringUpload).toEqual([{ email }])
  })

  it('removes a résumé the upload stored before failing, and then its row', async () => {
    const before = await stored()
    storage.uploadFails = 'after-storing'
    const res = await call(career, application(fields())).finally(() => (storage.uploadFails = 'no'))
    expect(res).toEqual({ status: 502, body: { error: 'Submission failed. Please try again later.' } })
    expect(await stored()).toEqual(before)
  })

  it('keeps the row of a failed upload whose résumé cannot be removed, and counts it against the limit', async () => {
    const email = 'unlucky@example.com'
    backend.clock.set(new Date('2026-11-21T15:00:00Z'))
    storage.uploadFails = 'after-storing'
    storage.removeFails = true
    try {
      for (let i = 0; i < 3; i++) {
        expect(await call(career, application(fields({ email })))).toEqual({
          status: 502,
          body: { error: 'Submission failed. Please try again later.' },
        })
      }
    } finally {
      storage.uploadFails = 'no'
      storage.removeFails = false
    }
    await expectNoOrphanedResumes()
    expect(await call(career, application(fields({ email })))).toEqual({
      status: 429,
      body: { error: MESSAGES.tooManyApplications },
    })
  })
})

describe('send-career-application: limits by normalised e-mail and by client address', () => {
  it('counts plus-addressed variants of one address together', async () => {
    backend.clock.set(new Date('2026-11-21T16:00:00Z'))
    for (const email of ['tagged+1@example.com', 'Tagged+2@Example.com', 'tagged+x+y@example.com']) {
      expect((await call(career, application(fields({ email })))).status).toBe(200)
    }
    for (const email of ['tagged+4@example.com', 'TAGGED@example.com']) {
      expect(await call(career, application(fields({ email })))).toEqual({
        status: 429,
        body: { error: MESSAGES.tooManyApplications },
      })
    }
    expect((await call(career, application(fields({ email: 'tagged2@example.com' })))).status).toBe(200)
  })

  it('stores the address as sent and the key it is counted under', async () => {
    const email = 'Kofi+Careers@Example.com'
    expect((await call(career, application(fields({ email })))).status).toBe(200)
    const rows =
      await backend.sql`select email, email_key from public.career_applications where email = 'kofi+careers@example.com'`
    expect(rows).toEqual([{ email: 'kofi+careers@example.com', email_key: 'kofi@example.com' }])
  })

  it('accepts at most N applications per client address per hour (first x-forwarded-for entry)', async () => {
    backend.clock.set(new Date('2026-11-21T17:00:00Z'))
    const limited = handler({ applicationsPerClientPerHour: 2 })
    const from = (address: string) => ({ 'x-forwarded-for': address })
    for (let i = 0; i < 2; i++)
      expect((await call(limited, application(fields(), undefined, from('203.0.113.7, 10.0.0.1')))).status).toBe(200)

    const before = await stored()
    const third = await call(limited, application(fields(), undefined, from('203.0.113.7')))
    expect(third).toEqual({ status: 429, body: { error: MESSAGES.tooManyApplicationsFromClient } })
    expect(await stored()).toEqual(before)

    expect((await call(limited, application(fields(), undefined, from('2001:db8::1, 203.0.113.7')))).status).toBe(200)
    expect((await call(limited, application(fields(), undefined, from('198.51.100.2')))).status).toBe(200)
    const rows =
      await backend.sql`select client_address from public.career_applications where client_address is not null order by created_at, client_address`
    expect(rows.map((row) => row.client_address as string).sort()).toEqual([
      '198.51.100.2',
      '2001:db8::1',
      '203.0.113.7',
      '203.0.113.7',
    ])

    backend.clock.set(new Date('2026-11-21T18:00:01Z'))
    expect((await call(limited, application(fields(), undefined, from('203.0.113.7')))).status).toBe(200)
  })
})

describe('send-career-application: résumé checks', () => {
  const ZIP_WITH_WORD_BYTES = new TextEncoder().encode('PK\u0003\u0004 word/ [Content_Types].xml word/document.xml')

  it.each([
    ['a zip that only contains the bytes "word/"', ZIP_WITH_WORD_BYTES],
    ['a zip without word/document.xml', zip({ '[Content_Types].xml': '<Types/>', 'word/styles.xml': '<w:styles/>' })],
    ['a zip without [Content_Types].xml', zip({ 'word/document.xml': '<w:document/>' })],
    [
      'a spreadsheet',
      zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', 'notes/word/document.xml.txt': 'x' }),
    ],
    ['a docx with its end record cut off', minimalDocx().slice(0, -22)],
    ['a docx with bytes after its end record', new Uint8Array([...minimalDocx(), 0, 0, 0])],
  ])('refuses %s named .docx', async (_label, bytes) => {
    const before = await stored()
    const res = await call(career, application(fields(), { bytes, name: 'cv.docx' }))
    expect(res).toEqual({ status: 400, body: { error: MESSAGES.resumeContent } })
    expect(await stored()).toEqual(before)
  })

  it('accepts a .docx whose zip has an archive comment', async () => {
    const bytes = zip(
      { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' },
      { comment: 'made by a word processor' },
    )
    expect((await call(career, application(fields(), { bytes, name: 'cv.docx' }))).status).toBe(200)
  })

  it.each([
    ['a path', '../../invoice.html', MESSAGES.resumeType],
    ['another type than the file', 'cv.docx', MESSAGES.resumeContent],
    ['no extension', 'resume', MESSAGES.resumeType],
  ])('refuses a résumé file name with %s', async (_label, sentName, message) => {
    const before = await stored()
    const res = await call(career, application(fields(), { bytes: PDF, name: 'cv.pdf', sentName }))
    expect(res).toEqual({ status: 400, body: { error: message } })
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['C:\\fakepath\\Nia CV.pdf', 'Nia CV.pdf'],
    ['../../uploads/cv.PDF', 'cv.PDF'],
    ['.pdf', 'resume.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
  ])('stores %j as the base name %j', async (sentName, storedName) => {
    const email = freshEmail()
    expect((await call(career, application(fields({ email }), { bytes: PDF, name: 'cv.pdf', sentName }))).status).toBe(
      200,
    )
    const [row] =
      await backend.sql`select resume_file_name, resume_path from public.career_applications where email = ${email}`
    expect(row?.resume_file_name).toBe(storedName)
    expect(String(row?.resume_path)).toMatch(/^[0-9a-f-]{36}\/resume\.pdf$/)
  })
})
