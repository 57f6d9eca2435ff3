import { Box, Button, Card, Flex, Text } from '@sanity/ui'
import { useEffect, useRef, useState } from 'react'
import { useRouterState } from 'sanity/router'

import {
  DRAFT_PREVIEW_NOTICE_LABEL,
  leavePreview,
  PRESENTATION_TOOL,
  PREVIEW_LEFT,
  PREVIEW_NOT_LEFT,
  readPreviewing,
  STILL_PREVIEWING,
} from './draft-preview'

type Notice = 'none' | 'previewing' | 'leaving' | 'left' | 'failed'

const MESSAGES: Record<Exclude<Notice, 'none'>, string> = {
  previewing: STILL_PREVIEWING,
  leaving: STILL_PREVIEWING,
  left: PREVIEW_LEFT,
  failed: PREVIEW_NOT_LEFT,
}

/**
 * Presentation turns on draft mode for the whole browser, and it stays on after staff leave Presentation: the
 * site they open later in any tab still shows drafts. Outside Presentation (which marks drafts itself) the Studio
 * says so, with a button that leaves preview. Asked again whenever staff change tools or come back to the tab.
 */
export function DraftPreviewNotice() {
  const inPresentation = useRouterState((state) => state.tool === PRESENTATION_TOOL)
  const [notice, setNotice] = useState<Notice>('none')
  const message = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (inPresentation) return
    let current = true
    const check = () =>
      void readPreviewing().then((previewing) => {
        if (current) setNotice(previewing ? 'previewing' : 'none')
      })
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      current = false
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [inPresentation])

  // The button goes away with the preview: focus moves to the sentence that says so, not to the page's top.
  useEffect(() => {
    if (notice === 'left') message.current?.focus()
  }, [notice])

  if (inPresentation || notice === 'none') return null

  const leave = async () => {
    if (notice === 'leaving') return
    setNotice('leaving')
    setNotice((await leavePreview()) ? 'failed' : 'left')
  }

  return (
    <Card
      as="section"
      aria-label={DRAFT_PREVIEW_NOTICE_LABEL}
      tone={notice === 'left' ? 'positive' : 'primary'}
      paddingX={3}
      paddingY={2}
      borderBottom
    >
      <Flex align="center" justify="center" gap={3} wrap="wrap">
        <Box ref={message} tabIndex={-1} role="status">
          <Text size={1}>{MESSAGES[notice]}</Text>
        </Box>
        {notice !== 'left' && (
          // Not disabled while leaving, so focus stays on it; a second press does nothing.
          <Button
            mode="ghost"
            fontSize={1}
            padding={2}
            text={notice === 'leaving' ? 'Leaving preview\u2026' : 'Leave preview'}
            onClick={() => void leave()}
          />
        )}
      </Flex>
    </Card>
  )
}
