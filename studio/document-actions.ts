import type { DocumentActionComponent } from 'sanity'

import { isContentType } from '../lib/content-map'
import { OpenOnSiteAction } from './open-on-site-action'

/** What staff may still do on a singleton: no create, duplicate or delete; looking at its page is fine. */
export const SINGLETON_ACTIONS: ReadonlySet<string> = new Set(['publish', 'discardChanges', 'restore', 'openOnSite'])

/** The document actions of a type: "Open on site" on every type the site shows, singletons restricted. */
export function documentActions(
  previous: readonly DocumentActionComponent[],
  schemaType: string,
  singletonTypes: ReadonlySet<string>,
): DocumentActionComponent[] {
  const all = isContentType(schemaType) ? [...previous, OpenOnSiteAction] : [...previous]
  return singletonTypes.has(schemaType)
    ? all.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
    : all
}
