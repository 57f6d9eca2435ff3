import { Card, Flex, Text } from '@sanity/ui'
import type { ComponentType } from 'react'
import type { NavbarProps } from 'sanity'

import type { ContentSource } from '../lib/content/env'
import { siteSourceNotice } from '../lib/content/source-notice'
import { DraftPreviewNotice } from './DraftPreviewNotice'

export interface SiteSource {
  /** Where the site's pages read content on the server that serves this Studio. */
  source: ContentSource
  /** The dataset those pages read when the source is the Content Lake. */
  dataset: string
}

/**
 * The Studio's navbar with one line above it saying where the site's pages read content. When they read the
 * bundled fixtures, a publish here changes nothing on the site: the line is then a warning. Below it, outside
 * Presentation, a notice while this browser still previews drafts on the site (studio/DraftPreviewNotice.tsx).
 */
export function withSiteSourceBar({ source, dataset }: SiteSource): ComponentType<NavbarProps> {
  return function NavbarWithSiteSource(props: NavbarProps) {
    return (
      <Flex direction="column">
        <Card
          as="section"
          aria-label="Where the site reads content"
          tone={source === 'sanity' ? 'positive' : 'caution'}
          paddingX={3}
          paddingY={2}
          borderBottom
        >
          <Text size={1} align="center">
            {siteSourceNotice(source, dataset)}
          </Text>
        </Card>
        <DraftPreviewNotice />
        {props.renderDefault(props)}
      </Flex>
    )
  }
}
