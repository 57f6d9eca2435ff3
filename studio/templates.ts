import type { InitialValueResolverContext, Template } from 'sanity'

import { SANITY_API_VERSION as API_VERSION } from '../lib/content/sanity-project'
import { findMyEducatorId } from './my-educator'

export const BLOG_POST_BY_ME = 'blogPost-by-me'

/** A new post's starting value with the signed-in user's educator as its author, when they have one. */
export async function blogPostByMeValue(
  context: Pick<InitialValueResolverContext, 'currentUser' | 'getClient'>,
): Promise<Record<string, unknown>> {
  const id = await findMyEducatorId(context.currentUser?.email, (query, params) =>
    context.getClient({ apiVersion: API_VERSION }).fetch<string | null>(query, params),
  )
  return id ? { author: { _type: 'reference', _ref: id } } : {}
}

/** "Blog post by me": the post's other starting values (publish date, not featured) come from the schema. */
export const blogPostByMe: Template = {
  id: BLOG_POST_BY_ME,
  title: 'Blog post by me',
  schemaType: 'blogPost',
  value: (_params: unknown, context: InitialValueResolverContext) => blogPostByMeValue(context),
}
