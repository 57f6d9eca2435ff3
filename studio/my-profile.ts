import { UserIcon } from '@sanity/icons/User'
import type { ListItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'

import { SANITY_API_VERSION as API_VERSION } from '../lib/content/sanity-project'
import { findMyEducatorId } from './my-educator'
import { MyProfileMissing } from './MyProfileMissing'

/**
 * "My profile": opens the educator document whose contact e-mail equals the signed-in Studio user's
 * e-mail (studio/my-educator.ts), so educators can update their own profiles; says so plainly when there
 * is none.
 */
export function myProfileItem(S: StructureBuilder, context: StructureResolverContext): ListItemBuilder {
  return S.listItem()
    .id('my-profile')
    .title('My profile')
    .icon(UserIcon)
    .child(async () => {
      const email = context.currentUser?.email
      const id = await findMyEducatorId(email, (query, params) =>
        context.getClient({ apiVersion: API_VERSION }).fetch<string | null>(query, params),
      )
      if (!id) {
        return S.component(MyProfileMissing).id('my-profile-missing').title('My profile').options({ email })
      }
      return S.document().schemaType('educator').documentId(id).title('My profile')
    })
}
