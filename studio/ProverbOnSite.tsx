import { Box, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useClient } from 'sanity'
import type { UserViewComponent } from 'sanity/structure'

import { SANITY_API_VERSION } from '../lib/content/sanity-project'
import { PROVERB_CARD_LABEL, PROVERB_WHEN_SHOWN } from './proverb-on-site'

/** The site's colours for the pop-up (app/globals.css: cream, ochre, ink, muted, clay-dark). */
const COLOURS = { cream: '#fdf8f0', ochre: '#e3a82b', ink: '#2b1d14', muted: '#5a4636', clayDark: '#7f2c12' }

const LABEL_QUERY = `*[_id == "siteSettings"][0].proverbLabel`

/** Site settings' label above the proverb, as published (the site shows the published one). */
function usePublishedLabel(): string | null {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [label, setLabel] = useState<string | null>(null)
  useEffect(() => {
    let active = true
    client.fetch<string | null>(LABEL_QUERY, {}, { perspective: 'published' }).then(
      (found) => active && setLabel(found ?? null),
      () => active && setLabel(null),
    )
    return () => {
      active = false
    }
  }, [client])
  return label
}

/**
 * A proverb shows on the site only now and then, at random, so "Open on site" cannot show staff a given one: this
 * view draws it as the pop-up does, from the form's current text (the draft while there is one).
 */
export const ProverbOnSite: UserViewComponent = ({ document }) => {
  const { text, origin } = document.displayed as { text?: unknown; origin?: unknown }
  const label = usePublishedLabel()
  return (
    <Box padding={4}>
      <Stack gap={4} style={{ maxWidth: 420 }}>
        <Text as="p" size={1} muted>
          {PROVERB_WHEN_SHOWN}
        </Text>
        <figure
          aria-label={PROVERB_CARD_LABEL}
          style={{
            margin: 0,
            padding: 20,
            borderRadius: 16,
            border: `2px solid ${COLOURS.ochre}`,
            background: COLOURS.cream,
            boxShadow: '0 25px 50px -12px rgb(0 0 0 / 0.25)',
          }}
        >
          {label && (
            <p
              style={{
                margin: '0 0 8px',
                fontSize: 12,
                fontWeight: 700,
                letterSpacing: '0.05em',
                textTransform: 'uppercase',
                color: COLOURS.clayDark,
              }}
            >
              {label}
            </p>
          )}
          <blockquote
            style={{ margin: 0, fontFamily: 'Georgia, serif', fontSize: 18, lineHeight: 1.35, color: COLOURS.ink }}
          >
            {typeof text === 'string' && text ? `“${text}”` : 'Write the proverb in the form to see it here.'}
          </blockquote>
          {typeof origin === 'string' && origin && (
            <figcaption style={{ marginTop: 8, fontSize: 14, color: COLOURS.muted }}>— {origin}</figcaption>
          )}
        </figure>
      </Stack>
    </Box>
  )
}
