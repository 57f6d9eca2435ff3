import type { InitialValueResolverContext } from 'sanity'
import { describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import type { FixtureDataset } from '@/lib/content/fixtures'
import { findMyEducatorId } from '@/studio/my-educator'
import { blogPostByMe, blogPostByMeValue } from '@/studio/templates'

/**
 * "My profile" and the "Blog post by me" template find the signed-in user's educator the same way: by the
 * contact e-mail, whatever its case, and always as the published id the desk and references use.
 */

const educator = (id: string, email: string, updatedAt = '2026-01-01T00:00:00Z') => ({
  _id: id,
  _type: 'educator',
  email,
  _updatedAt: updatedAt,
})

const dataset: FixtureDataset['documents'] = [
  educator('educator-nia', 'nia.mensah@example.org'),
  educator('educator-kofi', 'kofi.adeyemi@example.org', '2026-01-01T00:00:00Z'),
  educator('drafts.educator-kofi', 'Kofi.Adeyemi@example.org', '2026-03-01T00:00:00Z'),
  educator('versions.spring-term.educator-ama', 'ama.boateng@example.org'),
]

const fetchId = (query: string, params: { email: string }) =>
  evaluateLocally(query, params, dataset) as Promise<string | null>

describe("the signed-in user's educator", () => {
  it('is the educator whose contact e-mail is theirs, in any case', async () => {
    expect(await findMyEducatorId('NIA.MENSAH@example.org', fetchId)).toBe('educator-nia')
  })

  it('is the published id when the newest match is a draft or a release version', async () => {
    expect(await findMyEducatorId('kofi.adeyemi@example.org', fetchId)).toBe('educator-kofi')
    expect(await findMyEducatorId('ama.boateng@example.org', fetchId)).toBe('educator-ama')
  })

  it('is nobody without an e-mail or a match, and nothing is asked without an e-mail', async () => {
    expect(await findMyEducatorId('someone.else@example.org', fetchId)).toBeNull()
    expect(
      await findMyEducatorId(undefined, () => {
        throw new Error('asked the dataset without an e-mail')
      }),
    ).toBeNull()
  })
})

describe('the "Blog post by me" template', () => {
  const context = (email: string | undefined): Pick<InitialValueResolverContext, 'currentUser' | 'getClient'> => ({
    currentUser: email === undefined ? null : { id: 'u1', name: 'Staff', email, role: 'editor', roles: [] },
    getClient: () =>
      ({ fetch: (query: string, params: { email: string }) => fetchId(query, params) }) as unknown as ReturnType<
        InitialValueResolverContext['getClient']
      >,
  })

  it('is a blog post template titled "Blog post by me"', () => {
    expect(blogPostByMe).toMatchObject({ title: 'Blog post by me', schemaType: 'blogPost' })
  })

  it("starts the post with the signed-in user's educator as its author", async () => {
    expect(await blogPostByMeValue(context('kofi.adeyemi@example.org'))).toEqual({
      author: { _type: 'reference', _ref: 'educator-kofi' },
    })
  })

  it('leaves the author empty for a user who has no educator profile', async () => {
    expect(await blogPostByMeValue(context('visitor@example.org'))).toEqual({})
    expect(await blogPostByMeValue(context(undefined))).toEqual({})
  })
})
