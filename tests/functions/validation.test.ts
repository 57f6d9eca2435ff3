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

describe('shared payload schemas (used by the forms and the functions)', () => {
  it('normalises a donation the way the server stores it', () => {
    const parsed = donationSchema.parse({ amount: 20, email: '  A@B.Org ', firstName: '  ', lastName: ' Diallo ', isCustom: false })
    expect(parsed).toEqual({ amount: 20, email: 'a@b.org', firstName: undefined, lastName: 'Diallo', isCustom: false })
  })

  it('reports the first problem with its spec message', () => {
    const result = donationSchema.safeParse({ amount: 0, email: 'x' })
    expect(result.success).toBe(false)
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(MESSAGES.invalidDonationAmount)
  })

  it('lets the shop send empty strings for the buyer', () => {
    const parsed = cartPaymentSchema.parse({ items: [{ id: '7c1e6c1e-0000-4000-8000-000000000001', quantity: 1 }], email: '', firstName: '', lastName: '' })
    expect(parsed.email).toBeUndefined()
    expect(instantDownloadPaymentSchema.safeParse({ productId: '7c1e6c1e-0000-4000-8000-000000000001', email: 'bad', instantDownload: true }).success).toBe(false)
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
})
