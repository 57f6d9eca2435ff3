import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { AUTH_MESSAGES, loginSchema, MESSAGES, safeReturnPath, signUpSchema } from '../../lib/validation'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('login and sign-up rules', () => {
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
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(
      true,
    )
  })
})

describe('the return path after signing in', () => {
  const SITE = 'https://www.sankofa-academy.example'
  /** Where a browser (or the proxy's redirect) actually lands for the path the function returns. */
  const landsOn = (next: string | null) => new URL(safeReturnPath(next, SITE), SITE)

  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/digital-download?session_id=cs_test_1', SITE)).toBe(
      '/digital-download?session_id=cs_test_1',
    )
    expect(safeReturnPath('/course/kiswahili-language-culture/lesson/3#notes', SITE)).toBe(
      '/course/kiswahili-language-culture/lesson/3#notes',
    )
  })

  it('refuses anything that leaves the site, including dot segments that collapse into //host', () => {
    for (const outside of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '/.//evil.example/account',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/a/b/../..//evil.example',
      '/./\\evil.example',
      '',
      null,
    ]) {
      expect(landsOn(outside).origin, outside ?? 'null').toBe(SITE)
      expect(safeReturnPath(outside, SITE), outside ?? 'null').not.toMatch(/^\/[/\\]/)
    }
  })

  it('never returns to an API route or the Studio', () => {
    for (const internal of [
      '/api/revalidate',
      '/API/revalidate',
      '/%61pi/revalidate',
      '/studio',
      '/studio/structure',
      '/./studio',
      '/x/../api/revalidate',
    ]) {
      expect(safeReturnPath(internal, SITE), internal).toBe('/')
    }
    expect(safeReturnPath('/studios-and-labs', SITE)).toBe('/studios-and-labs')
  })

  it('always lands on the site, whatever encodings, dot segments, slashes and whitespace are combined', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '/./',
      '/../',
      '/%2e/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%5C',
      '%5c',
      '%2F',
      '\t',
      '\n',
      '\r',
      ' ',
      '@',
      ':',
      'evil.example',
      'a',
      '?',
      '#',
      'https:',
      'javascript:',
      '%09',
      '\u0000',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const next = pieces.join('')
        const result = safeReturnPath(next, SITE)
        expect(result.startsWith('/')).toBe(true)
        expect(new URL(result, SITE).origin).toBe(SITE)
        // What the function returns is what the browser will be sent to: resolving it again changes nothing.
        expect(new URL(result, 'https://other.invalid').origin).toBe('https://other.invalid')
      }),
      { numRuns: 5000 },
    )
  })
})
