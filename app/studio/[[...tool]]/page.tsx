import type { Metadata, Viewport } from 'next'
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio'
import { connection } from 'next/server'

import { StudioLoader } from './_components/StudioLoader'
import { StudioNotConnected } from './_components/StudioNotConnected'
import { readStudioEnv } from './studio-env'

export const metadata: Metadata = {
  ...studioMetadata,
  title: 'Content Studio · Sankofa Academy',
}

export const viewport: Viewport = studioViewport

/**
 * The embedded Sanity Studio. Whether a project is connected is decided per request on the server
 * (one build serves both cases); the Studio config itself is built in the browser from these props.
 */
export default async function StudioPage() {
  await connection()
  const env = readStudioEnv()
  if (env.status === 'not-connected') return <StudioNotConnected problems={env.problems} />
  return (
    <StudioLoader
      projectId={env.projectId}
      dataset={env.dataset}
      apiVersion={env.apiVersion}
      siteSource={env.siteSource}
      apiHost={env.apiHost}
    />
  )
}
