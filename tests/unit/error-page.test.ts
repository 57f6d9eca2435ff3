import { describe, expect, it } from 'vitest'

import { errorReference } from '@/lib/site/error-page'

/** The one detail of a failed render the error pages show: the digest, as a reference for support. */
describe('errorReference', () => {
  it('is the digest Next gives a server error', () => {
    expect(
      errorReference(
        Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2313662125' }),
      ),
    ).toBe('2313662125')
  })

  it('is nothing for an error without a digest, a thrown non-error, or a digest that is not a short hash', () => {
    expect(errorReference(new Error('token sk-123 rejected'))).toBeUndefined()
    expect(errorReference('a string')).toBeUndefined()
    expect(errorReference(null)).toBeUndefined()
    expect(
      errorReference(Object.assign(new Error('x'), { digest: 'NEXT_REDIRECT;replace;/secret;307;' })),
    ).toBeUndefined()
    expect(errorReference(Object.assign(new Error('x'), { digest: 'a'.repeat(65) }))).toBeUndefined()
    expect(errorReference({ digest: 42 })).toBeUndefined()
  })
})
