import { LaunchIcon } from '@sanity/icons/Launch'
import type { DocumentActionComponent } from 'sanity'

import { OPEN_ON_SITE_LABEL, openOnSite } from './open-on-site-target'

declare module 'sanity' {
  interface DocumentActionKeys {
    openOnSite: never
  }
}

/** "Open on site": the document's first public page in a new tab (studio/open-on-site-target.ts decides which). */
export const OpenOnSiteAction: DocumentActionComponent = ({ type, draft, published, version }) => {
  const state = openOnSite({ type, draft, published, version })
  if (!state) return null
  const { href, title } = state
  return {
    label: OPEN_ON_SITE_LABEL,
    icon: LaunchIcon,
    title,
    disabled: href === null,
    onHandle: () => {
      if (href) window.open(href, '_blank', 'noopener')
    },
  }
}
OpenOnSiteAction.action = 'openOnSite'
OpenOnSiteAction.displayName = 'OpenOnSiteAction'
