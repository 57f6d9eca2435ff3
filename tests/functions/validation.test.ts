import { describe, expect, it } from 'vitest'

import {
  cartPaymentSchema,
  checkResumeFile,
  detectResumeKind,
  donationSchema,
  firstIssueMessage,
  instantDownloadPaymentSchema,
  MESSAGES,
  paymentShapeOf,
} from '../../lib/validation'
import { clientAddress } from '../../supabase/functions/_shared/http'
import {
  detectResumeKindOfBlob,
  emailRateKey,
  hasOnlyAllowedCharacters,
  resumeStoredName,
} from '../../supabase/functions/_shared/validation/index'
import { minimalDocx, zip } from './zip-fixture'

describe('shared payload schemas (used by the forms and the functions)', () => {
  it('normalises a donation the way the server stores it', () => {
    const parsed = donationSchema.parse({
      amount: 20,
      email: '  A@B.Org ',
      firstName: '  ',
      lastName: ' Diallo ',
      isCustom: false,
    })
    expect(parsed).toEqual({ amount: 20, email: 'a@b.org', firstName: undefined, lastName: 'Diallo', isCustom: false })
  })

  it('reports the first problem with its message', () => {
    const result = donationSchema.safeParse({ amount: 0, email: 'x' })
    expect(result.success).toBe(false)
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(MESSAGES.invalidDonationAmount)
  })

  it('lets the shop send empty strings for the buyer', () => {
    const parsed = cartPaymentSchema.parse({
      items: [{ id: '7c1e6c1e-0000-4000-8000-000000000001', quantity: 1 }],
      email: '',
      firstName: '',
      lastName: '',
    })
    expect(parsed.email).toBeUndefined()
    expect(
      instantDownloadPaymentSchema.safeParse({
        productId: '7c1e6c1e-0000-4000-8000-000000000001',
        email: 'bad',
        instantDownload: true,
      }).success,
    ).toBe(false)
  })

  it('tells the three create-payment shapes apart', () => {
    expect(paymentShapeOf({ items: [] })).toBe('cart')
    expect(paymentShapeOf({ productId: 'x', instantDownload: true })).toBe('instant_download')
    expect(paymentShapeOf({ productId: 'core' })).toBe('enrollment')
    expect(paymentShapeOf('nonsense')).toBe('enrollment')
  })

  it('checks a chosen résumé by name and size, and by content', () => {
    expect(checkResumeFile(null)).toBe(MESSAGES.resumeRequired)
    expect(checkResumeFile({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 })).toBe(MESSAGES.resumeTooLarge)
    expect(checkResumeFile({ name: 'cv.png', size: 10 })).toBe(MESSAGES.resumeType)
    expect(checkResumeFile({ name: 'CV.Docx', size: 5 * 1024 * 1024 })).toBeNull()
    expect(detectResumeKind(new TextEncoder().encode('%PDF-1.5'))).toBe('pdf')
    expect(detectResumeKind(new TextEncoder().encode('PK\u0003\u0004xl/workbook.xml'))).toBeNull()
  })

  it('refuses control characters everywhere and line breaks or bidi overrides in single-line text', () => {
    for (const ch of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0080', '\u009f', '\ud800', '\udfff']) {
      expect(hasOnlyAllowedCharacters(`a${ch}b`, 'single')).toBe(false)
      expect(hasOnlyAllowedCharacters(`a${ch}b`, 'multi')).toBe(false)
    }
    for (const ch of ['\t', '\n', '\r', '\u2028', '\u2029', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(hasOnlyAllowedCharacters(`a${ch}b`, 'single')).toBe(false)
      expect(hasOnlyAllowedCharacters(`a${ch}b`, 'multi')).toBe(true)
    }
    for (const text of ['Ṣadé', 'عبد الله\u200f', 'Nia O’Connor', '🙂 ok', 'a\u061cb', 'e\u0301']) {
      expect(hasOnlyAllowedCharacters(text, 'single')).toBe(true)
    }
  })

  it('rate-limits an e-mail address under its lower-cased address without the +tag', () => {
    expect(emailRateKey('Nia+Jobs@Example.COM')).toBe('nia@example.com')
    expect(emailRateKey('nia+1+2@example.com')).toBe('nia@example.com')
    expect(emailRateKey('nia@example.com')).toBe('nia@example.com')
  })

  it('reads the client address from the first x-forwarded-for entry, or none', () => {
    const from = (value?: string) =>
      clientAddress(new Request('http://x/', value === undefined ? {} : { headers: { 'x-forwarded-for': value } }))
    expect(from('203.0.113.7, 10.0.0.1')).toBe('203.0.113.7')
    expect(from('2001:DB8::1')).toBe('2001:db8::1')
    for (const bad of [undefined, '', 'unknown', '256.1.1.1', '1.2.3.4:80', '::1::2']) expect(from(bad)).toBeNull()
  })

  it('judges a .docx by its central directory, the same for bytes and for a File', async () => {
    const cases: [Uint8Array, 'docx' | null][] = [
      [minimalDocx(), 'docx'],
      [
        zip(
          { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' },
          { comment: 'PK\u0005\u0006 in a comment' },
        ),
        'docx',
      ],
      [zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'x'.repeat(70_000) }), 'docx'],
      [zip({ 'word/document.xml': '<w:document/>' }), null],
      [zip({ '[Content_Types].xml': '<Types/>', 'word/': '' }), null],
      [new TextEncoder().encode('PK\u0003\u0004word/document.xml [Content_Types].xml'), null],
      [minimalDocx().slice(0, -1), null],
    ]
    for (const [bytes, kind] of cases) {
      expect(detectResumeKind(bytes)).toBe(kind)
      expect(await detectResumeKindOfBlob(new Blob([bytes.slice()]))).toBe(kind)
    }
  })

  it('stores a résumé under a safe base name whose extension is its type', () => {
    expect(resumeStoredName('../../invoice.html')).toEqual({ ok: false, message: MESSAGES.resumeType })
    expect(resumeStoredName('C:\\fakepath\\CV.DOCX')).toEqual({ ok: true, name: 'CV.DOCX', kind: 'docx' })
    expect(resumeStoredName('cv\u202efdp.pdf')).toEqual({ ok: false, message: MESSAGES.resumeFileNameCharacters })
    expect(resumeStoredName('..pdf')).toEqual({ ok: true, name: 'resume.pdf', kind: 'pdf' })
  })
})
