import type { DefaultDocumentNodeResolver } from 'sanity/structure'

import { PROVERB_ON_SITE_TITLE } from './proverb-on-site'
import { ProverbOnSite } from './ProverbOnSite'

/**
 * The tabs a document opens with. A proverb gets a second one showing it as the site's pop-up does, since the site
 * shows proverbs only at random moments; every other type keeps the form alone.
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'proverb'
    ? S.document().views([
        S.view.form(),
        S.view.component(ProverbOnSite).id('on-the-site').title(PROVERB_ON_SITE_TITLE),
      ])
    : S.document().views([S.view.form()])
