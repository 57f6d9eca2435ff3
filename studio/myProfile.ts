import { UserIcon } from '@sanity/icons'
import type { ListItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'

import { SANITY_API_VERSION as API_VERSION } from '../lib/content/sanity-project'

import { MyProfileMissing } from './MyProfileMissing'

/** The query "My profile" runs: the educator whose contact e-mail is the signed-in user's (any case). */
export const MY_PROFILE_QUERY =
  '*[_type == "educator" && lower(email) == lower($email)] | order(_updatedAt desc)[0]._id'

/**
 * "My profile": opens the educator document whose contact e-mail equals the signed-in Studio user's
 * e-mail, so educators can update their own profiles; says so plainly when there is none.
 */
export function myProfileItem(S: StructureBuilder, context: StructureResolverContext): ListItemBuilder {
  return S.listItem()
    .id('my-profile')
    .title('My profile')
    .icon(UserIcon)
    .child(async () => {
      const email = context.currentUser?.email
      const id = email
        ? await context.getClient({ apiVersion: API_VERSION }).fetch<string | null>(MY_PROFILE_QUERY, { email })
        : null
      if (!id) {
        return S.component(MyProfileMissing).id('my-profile-missing').title('My profile').options({ email })
      }
      return S.document()
        .schemaType('educator')
        .documentId(id.replace(/^drafts\./, ''))
        .title('My profile')
    })
}
