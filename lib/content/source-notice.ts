import type { ContentSource } from './env'

/**
 * Where the site's pages read content, in the words staff see. A Studio can be connected (a project id is
 * set) while the pages still read the bundled fixtures (CONTENT_SOURCE is not `sanity`): publishing then
 * works in the Studio and changes nothing on the site. The webhook, the Studio and its not-connected page
 * all say so with these sentences, so the cause is named wherever staff notice it.
 */
export const SITE_READS_FIXTURES =
  'The site shows its bundled content, not this Sanity dataset, so what you publish here does not reach its pages. A developer sets CONTENT_SOURCE=sanity on the site\u2019s server and deploys again to connect them.'

export function siteReadsDataset(dataset: string): string {
  return `The site shows what is published in the \u201c${dataset}\u201d dataset: a publish reaches its pages within seconds.`
}

export function siteSourceNotice(source: ContentSource, dataset: string): string {
  return source === 'sanity' ? siteReadsDataset(dataset) : SITE_READS_FIXTURES
}
