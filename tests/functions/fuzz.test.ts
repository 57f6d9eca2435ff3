/**
 * Property tests: random malformed requests to every function are answered with a 4xx and `{error: string}`,
 * never a 5xx, and write nothing (orders, events, applications, Stripe sessions, stored files).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  careerApplicationSchema,
  cartPaymentSchema,
  detectResumeKind,
  donationSchema,
  downloadLinkRequestSchema,
  enrollmentPaymentSchema,
  instantDownloadPaymentSchema,
  paymentShapeOf,
  RESUME_MAX_BYTES,
  resumeKindFromName,
} from '../../lib/validation'
import { SUBMISSION_FAILED } from '../../supabase/functions/send-career-application/handler'
import { signPayload } from '../support/stripe-stand-in'
import { countRows, PRODUCTS, SITE_URL, startBackend, type Backend, type Handler, type TestUser } from './harness'

let backend: Backend
let user: TestUser
let fuzzCases = 0

const RUNS = 300

beforeAll(async () => {
  backend = await startBackend()
  user = await backend.createUser('fuzzer@example.com')
})
afterAll(async () => {
  console.info(`[fuzz] ${fuzzCases} malformed requests, all answered 4xx`)
  await backend?.close()
})

// ── Arbitraries ────────────────────────────────────────────────────────────────────────────────
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '<script>alert(1)</script>',
    "'; drop table public.orders; --",
    '\u0000',
    '🙂'.repeat(300),
  ),
)
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0.001, 1e21, 100000.001, Number.MAX_SAFE_INTEGER),
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
)

const KEEP = Symbol('keep')
const DROP = Symbol('drop')

/** A valid payload with some fields dropped or replaced by wrong types, huge strings, nulls, arrays... */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const choices = Object.fromEntries(
    Object.keys(valid).map((key) => [
      key,
      fc.oneof({ weight: 2, arbitrary: fc.constant<symbol>(KEEP) }, fc.constant<symbol>(DROP), nastyValue),
    ]),
  )
  return fc.record(choices).map((picked) => {
    const out: Record<string, unknown> = {}
    for (const [key, choice] of Object.entries(picked)) {
      if (choice === KEEP) out[key] = valid[key]
      else if (choice !== DROP) out[key] = choice
    }
    return out
  })
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string }

function jsonBodies(valid: Record<string, unknown>, extra: fc.Arbitrary<unknown>[] = []): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(mutated(valid), ...extra).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(nastyString, fc.constantFrom('{', '{"amount":', '[1,2', 'undefined', '\u0000\u0001'))
        .map((text): Body => ({ kind: 'raw', text })),
    },
  )
}

function bodyText(body: Body): string {
  return body.kind === 'raw' ? body.text : (JSON.stringify(body.value) ?? 'null')
}

function parsedOf(body: Body): unknown {
  try {
    return JSON.parse(bodyText(body)) as unknown
  } catch {
    return Symbol('not json')
  }
}

function request(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1/functions/v1/fuzz', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL, ...headers },
    body,
  })
}

async function expect4xx(handler: Handler, req: Request): Promise<void> {
  fuzzCases += 1
  const res = await handler(req)
  const text = await res.text()
  if (res.status < 400 || res.status >= 500) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`)
  const parsed = JSON.parse(text) as { error?: unknown }
  if (typeof parsed.error !== 'string' || parsed.error.length === 0)
    throw new Error(`no error message: ${text.slice(0, 200)}`)
}

async function snapshot() {
  return {
    orders: await countRows(backend.sql, 'orders'),
    events: await countRows(backend.sql, 'stripe_events'),
    applications: await countRows(backend.sql, 'career_applications'),
    sessions: backend.stripe.sessionCreates().length,
    objects: backend.supabase.objects.size,
  }
}

async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
  const before = await snapshot()
  await run()
  expect(await snapshot()).toEqual(before)
}

const HUGE_JSON = JSON.stringify({ amount: 10, email: `${'a'.repeat(70 * 1024)}@example.com` })

// ── Properties ─────────────────────────────────────────────────────────────────────────────────
describe('fuzz: malformed requests never cause a 5xx or a write', () => {
  it('create-donation', async () => {
    const valid = { amount: 25, email: 'giver@example.com', firstName: 'Ama', lastName: 'Mensah', isCustom: true }
    await expectNothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(jsonBodies(valid), fc.boolean(), async (body, signedIn) => {
          fc.pre(!donationSchema.safeParse(parsedOf(body)).success)
          await expect4xx(
            backend.handlers.donation,
            request(bodyText(body), signedIn ? { authorization: `Bearer ${user.token}` } : {}),
          )
        }),
        { numRuns: RUNS },
      )
      await expect4xx(backend.handlers.donation, request(HUGE_JSON))
    })
  })

  it('create-payment (plan, cart and instant-download shapes)', async () => {
    const plan = {
      productId: 'core',
      productTitle: 'Core Only',
      productPrice: 350,
      productType: 'plan',
      email: 'p@example.com',
      firstName: 'A',
      lastName: 'B',
    }
    const cart = {
      items: [{ id: PRODUCTS.poster.id, title: 'Poster', price: 4.99, type: 'Poster', quantity: 1 }],
      email: '',
      firstName: '',
      lastName: '',
    }
    const instant = { ...plan, productId: PRODUCTS.workbook.id, email: '', pdfUrl: 'x.pdf', instantDownload: true }
    const cartItems = fc.array(mutated(cart.items[0] ?? {}), { maxLength: 4 }).map((items) => ({ ...cart, items }))
    const schemaFor = {
      enrollment: enrollmentPaymentSchema,
      cart: cartPaymentSchema,
      instant_download: instantDownloadPaymentSchema,
    }

    await expectNothingWritten(async () => {
      for (const valid of [plan, cart, instant]) {
        await fc.assert(
          fc.asyncProperty(jsonBodies(valid, valid === cart ? [cartItems] : []), async (body) => {
            const parsed = parsedOf(body)
            fc.pre(!schemaFor[paymentShapeOf(parsed)].safeParse(parsed).success)
            await expect4xx(backend.handlers.payment, request(bodyText(body)))
          }),
          { numRuns: Math.round(RUNS / 2) },
        )
      }
      await expect4xx(backend.handlers.payment, request(HUGE_JSON))
    })
  })

  it('stripe-webhook (unsigned, forged and signed-but-not-an-event bodies)', async () => {
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
      nastyString,
      fc.record({ id: nastyValue, type: nastyValue, data: nastyValue }).map((v) => JSON.stringify(v)),
      fc
        .record({
          id: fc.string(),
          type: fc.constant('checkout.session.completed'),
          data: fc.record({ object: nastyValue }),
        })
        .map((v) => JSON.stringify(v)),
    )
    const signatures = fc.oneof(
      fc.constant<'none' | 'valid' | 'wrong-secret' | 'garbage'>('none'),
      fc.constant<'none' | 'valid' | 'wrong-secret' | 'garbage'>('valid'),
      fc.constant<'none' | 'valid' | 'wrong-secret' | 'garbage'>('wrong-secret'),
      fc.constant<'none' | 'valid' | 'wrong-secret' | 'garbage'>('garbage'),
    )
    await expectNothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(bodies, signatures, fc.string({ maxLength: 60 }), async (payload, signature, garbage) => {
          let isEvent = false
          try {
            const value = JSON.parse(payload) as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } }
            isEvent = typeof value.id === 'string' && value.id !== '' && typeof value.type === 'string'
          } catch {
            isEvent = false
          }
          // A correctly signed, well-formed event is legitimate (and may be recorded): not malformed input.
          fc.pre(!(signature === 'valid' && isEvent))
          const headers: Record<string, string> =
            signature === 'none'
              ? {}
              : {
                  'stripe-signature':
                    signature === 'valid'
                      ? signPayload(payload)
                      : signature === 'wrong-secret'
                        ? signPayload(payload, 'whsec_wrong')
                        : garbage || 'x',
                }
          await expect4xx(backend.handlers.webhook, request(payload, headers))
        }),
        { numRuns: RUNS },
      )
    })
  })

  it('generate-download-link (signed in and signed out)', async () => {
    const valid = { sessionId: 'cs_test_fuzz', productId: PRODUCTS.workbook.id }
    await expectNothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(
          jsonBodies(valid),
          fc.oneof(
            fc.constant<string | null>(null),
            fc.constant<string | null>(user.token),
            fc.string({ maxLength: 30 }),
          ),
          async (body, token) => {
            const parsed = parsedOf(body)
            fc.pre(token !== user.token || !downloadLinkRequestSchema.safeParse(parsed).success)
            const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` }
            await expect4xx(backend.handlers.download, request(bodyText(body), headers))
          },
        ),
        { numRuns: RUNS },
      )
    })
  })

  it('send-career-application (random forms, files and bodies)', async () => {
    const validFields = {
      name: 'Nia Mensah',
      email: 'nia@example.com',
      phone: '555 0100',
      position: 'Academic Advisor',
      experience: 'Ten years of advising.',
      motivation: 'I love helping families.',
    }
    const fieldValue = fc.oneof(
      { weight: 3, arbitrary: fc.constant<string | undefined>(undefined) },
      nastyString.map((s): string | undefined => s),
    )
    const fields = fc.record(
      Object.fromEntries(Object.keys(validFields).map((key) => [key, fieldValue])) as Record<
        keyof typeof validFields,
        fc.Arbitrary<string | undefined>
      >,
    )
    const file = fc.option(
      fc.record({
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 2048 }),
          fc.constantFrom(
            new TextEncoder().encode('%PDF-1.4 x'),
            new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
            new TextEncoder().encode('PK\u0003\u0004word/'),
          ),
        ),
        name: fc.oneof(
          fc.constantFrom('cv.pdf', 'cv.doc', 'cv.docx', 'cv.exe', 'cv', '.pdf', 'cv.pdf.exe'),
          fc.string({ maxLength: 300 }),
        ),
      }),
    )
    const forms = fc.record({ fields, keepValid: fc.boolean(), file })

    const isValid = (values: Record<string, string | undefined>, f: { bytes: Uint8Array; name: string } | null) =>
      careerApplicationSchema.safeParse(values).success &&
      f !== null &&
      f.bytes.length > 0 &&
      f.bytes.length <= RESUME_MAX_BYTES &&
      resumeKindFromName(f.name) !== null &&
      detectResumeKind(f.bytes) === resumeKindFromName(f.name)

    await expectNothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(forms, async ({ fields: random, keepValid, file: f }) => {
          const values: Record<string, string | undefined> = keepValid
            ? { ...validFields, ...Object.fromEntries(Object.entries(random).filter(([, v]) => v !== undefined)) }
            : random
          fc.pre(!isValid(values, f))
          const form = new FormData()
          for (const [key, value] of Object.entries(values)) if (value !== undefined) form.set(key, value)
          if (f) form.set('resume', new File([f.bytes.slice()], f.name))
          await expect4xx(
            backend.handlers.career,
            new Request('http://127.0.0.1/', { method: 'POST', headers: { origin: SITE_URL }, body: form }),
          )
        }),
        { numRuns: RUNS },
      )
      await fc.assert(
        fc.asyncProperty(
          nastyString,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'multipart/form-data',
            'multipart/form-data; boundary=zzz',
            '',
          ),
          async (text, contentType) => {
            await expect4xx(backend.handlers.career, request(text, { 'content-type': contentType }))
          },
        ),
        { numRuns: 100 },
      )
    })
  })
})

// ── Valid-shaped payloads carrying hostile text ────────────────────────────────────────────────
// The properties above only send invalid bodies, which is how a NUL in otherwise valid text (a 500 after the
// résumé was uploaded) and in a sessionId slipped through. Here every body has the right shape; one text
// field carries control characters, lone surrogates, bidi overrides, 10k-character strings or odd e-mails.
// Whatever the answer, it is never a 5xx; a refusal stores nothing; no résumé is ever left without its row.

const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009b',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u2028',
  '\u2029',
  '\t',
  '\n',
  '\r',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\u0301',
  '🙂',
] as const

const hostileText: fc.Arbitrary<string> = fc.oneof(
  // Long enough for the essay minimum (10) and short enough for a name (50): only the character decides.
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.string({ minLength: 4, maxLength: 12 }),
        fc.constantFrom(...HOSTILE_CHARACTERS),
        fc.string({ minLength: 4, maxLength: 12 }),
      )
      .map(([a, c, b]) => `Ab${a}${c}${b}cd`),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...HOSTILE_CHARACTERS), { minLength: 1, maxLength: 12 })
      .map((chars) => chars.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('x'.repeat(10_000), '\u0000'.repeat(10_000), 'é'.repeat(10_000), '\u202e'.repeat(2_000)),
  },
)

const hostileEmail: fc.Arbitrary<string> = fc.oneof(
  hostileText.map((text) => `${text}@example.com`),
  hostileText.map((text) => `ama@${text}.com`),
  fc.constantFrom(
    'ama\u0000@example.com',
    '\u212aofi@example.com',
    'ama@exаmple.com',
    'İlkay@example.com',
    'ama+\u202e@example.com',
    'ﬀ@example.com',
    `${'a'.repeat(10_000)}@example.com`,
    'ama@example.com\u0000',
    'ama@example.com\n',
    '"ama"@example.com',
    'ama@[127.0.0.1]',
  ),
)

/** A valid payload with one of its text fields replaced by hostile text. */
function withHostileText(
  valid: Record<string, unknown>,
  textFields: readonly string[],
  emailFields: readonly string[] = [],
) {
  const field = fc.constantFrom(...textFields, ...emailFields)
  return fc.tuple(field, hostileText, hostileEmail, fc.boolean()).map(([key, text, email, keepExtension]) => {
    // A file name keeps its extension half of the time, so the hostile part is what is judged.
    const value = emailFields.includes(key) ? email : keepExtension && key.endsWith('FileName') ? `${text}.pdf` : text
    return { ...valid, [key]: value }
  })
}

let hostileCases = 0
const HOSTILE_RUNS = 120

/** Calls a handler; a 5xx fails, a 4xx must carry {error} and leave every table, Stripe and Storage as they were. */
async function expectNo5xxAndNothingStoredOnRefusal(
  handler: Handler,
  req: Request,
  storageDown = false,
): Promise<number> {
  hostileCases += 1
  const before = await snapshot()
  const res = await handler(req)
  const text = await res.text()
  // With Storage made to fail, the application's own 502 "Submission failed" is the right answer.
  if (storageDown && res.status === 502 && (JSON.parse(text) as { error?: unknown }).error === SUBMISSION_FAILED)
    return res.status
  if (res.status >= 500) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`)
  if (res.status >= 400) {
    const parsed = JSON.parse(text) as { error?: unknown }
    if (typeof parsed.error !== 'string' || parsed.error.length === 0)
      throw new Error(`no error message: ${text.slice(0, 200)}`)
    expect(await snapshot()).toEqual(before)
  }
  return res.status
}

/** Every object in the résumés bucket has a career_applications row pointing at it. */
async function expectNoOrphanedResumes(): Promise<void> {
  const rows = await backend.sql<{ resume_path: string }[]>`select resume_path from public.career_applications`
  const paths = new Set(rows.map((row) => `resumes/${row.resume_path}`))
  expect([...backend.supabase.objects.keys()].filter((key) => key.startsWith('resumes/') && !paths.has(key))).toEqual(
    [],
  )
}

describe('fuzz: valid-shaped payloads with hostile text never cause a 5xx, and a refusal stores nothing', () => {
  afterAll(() => console.info(`[fuzz] ${hostileCases} valid-shaped requests with hostile text, none answered 5xx`))

  it('create-donation', async () => {
    const valid = { amount: 25, email: 'giver@example.com', firstName: 'Ama', lastName: 'Mensah', isCustom: true }
    await fc.assert(
      fc.asyncProperty(withHostileText(valid, ['firstName', 'lastName'], ['email']), async (body) => {
        await expectNo5xxAndNothingStoredOnRefusal(backend.handlers.donation, request(JSON.stringify(body)))
      }),
      { numRuns: HOSTILE_RUNS },
    )
  })

  it('create-payment (plan, cart and instant-download shapes)', async () => {
    const plan = {
      productId: 'core',
      productTitle: 'Core Only',
      productPrice: 350,
      productType: 'plan',
      email: 'p@example.com',
      firstName: 'A',
      lastName: 'B',
    }
    const item = { id: PRODUCTS.poster.id, title: 'Poster', price: 4.99, type: 'Poster', quantity: 1 }
    const cart = { items: [item], email: 'c@example.com', firstName: 'A', lastName: 'B' }
    const instant = {
      productId: PRODUCTS.workbook.id,
      productTitle: 'W',
      productType: 'Worksheet',
      email: '',
      firstName: '',
      lastName: '',
      pdfUrl: 'x.pdf',
      instantDownload: true,
    }
    const bodies = fc.oneof(
      withHostileText(plan, ['productTitle', 'productType', 'firstName', 'lastName'], ['email']),
      withHostileText(cart, ['firstName', 'lastName'], ['email']),
      withHostileText(item, ['title', 'type']).map((hostileItem) => ({ ...cart, items: [hostileItem] })),
      withHostileText(instant, ['productTitle', 'productType', 'firstName', 'lastName', 'pdfUrl'], ['email']),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        await expectNo5xxAndNothingStoredOnRefusal(backend.handlers.payment, request(JSON.stringify(body)))
      }),
      { numRuns: HOSTILE_RUNS },
    )
  })

  it('generate-download-link (hostile sessionId and productId, signed in)', async () => {
    const valid = { sessionId: 'cs_test_fuzz', productId: PRODUCTS.workbook.id }
    await fc.assert(
      fc.asyncProperty(withHostileText(valid, ['sessionId', 'productId']), async (body) => {
        const signs = backend.supabase.signRequests.length
        const status = await expectNo5xxAndNothingStoredOnRefusal(
          backend.handlers.download,
          request(JSON.stringify(body), { authorization: `Bearer ${user.token}` }),
        )
        expect(status).toBeGreaterThanOrEqual(400)
        expect(backend.supabase.signRequests.length).toBe(signs)
      }),
      { numRuns: HOSTILE_RUNS },
    )
  })

  it('send-career-application (hostile text in every field and the file name), leaving no résumé without its row', async () => {
    let applicant = 0
    const valid = {
      name: 'Nia Mensah',
      phone: '555 0100',
      position: 'Academic Advisor',
      experience: 'Ten years of advising.',
      motivation: 'I love helping families.',
      resumeFileName: 'cv.pdf',
    }
    const forms = fc.tuple(
      withHostileText(valid, Object.keys(valid), []),
      fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileEmail }),
      fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    )
    await fc.assert(
      fc.asyncProperty(forms, async ([values, email, storageFails]) => {
        const form = new FormData()
        for (const [key, value] of Object.entries(values)) form.set(key, String(value))
        // A fresh valid address unless the e-mail is the hostile field, so accepted forms are not all 429s.
        form.set('email', email ?? `hostile${++applicant}@example.com`)
        form.set('resume', new File([new TextEncoder().encode('%PDF-1.7 hostile')], 'cv.pdf'))
        if (storageFails) backend.supabase.failStorage()
        try {
          await expectNo5xxAndNothingStoredOnRefusal(
            backend.handlers.career,
            new Request('http://127.0.0.1/', { method: 'POST', headers: { origin: SITE_URL }, body: form }),
            storageFails,
          )
        } finally {
          backend.supabase.failStorage(0)
        }
        await expectNoOrphanedResumes()
      }),
      { numRuns: HOSTILE_RUNS },
    )
  })
})
