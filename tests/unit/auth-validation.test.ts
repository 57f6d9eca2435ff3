import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, MESSAGES, loginSchema, signUpSchema } from '../../lib/validation'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('login and sign-up rules (spec §5, §8)', () => {
  it('requires an e-mail, trims and lower-cases it', () => {
    expect(messages(loginSchema.safeParse({ email: '   ', password: 'x' }))).toEqual([AUTH_MESSAGES.emailRequired])
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([MESSAGES.invalidEmail])
    expect(loginSchema.parse({ email: ' Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com')
  })

  it('reports a mismatch before the length, and the length only when they match', () => {
    expect(messages(signUpSchema.safeParse({ email: 'a@b.co', password: 'abc', confirmPassword: 'abd' }))).toEqual([
      AUTH_MESSAGES.passwordsDoNotMatch,
    ])
    expect(messages(signUpSchema.safeParse({ email: 'a@b.co', password: 'abcde', confirmPassword: 'abcde' }))).toEqual([
      AUTH_MESSAGES.passwordTooShort,
    ])
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true)
  })
})

describe('the return path after signing in', () => {
  it('keeps a path on this site and refuses anything that leaves it', async () => {
    const { safeReturnPath } = await import('../../lib/validation')
    expect(safeReturnPath('/digital-download?session_id=cs_test_1')).toBe('/digital-download?session_id=cs_test_1')
    for (const outside of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(outside)).toBe('/')
    }
  })
})
