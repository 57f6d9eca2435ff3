'use client'

import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'

import { createStudioConfig, type StudioConnection } from '@/studio/sanity.config'

/** The Studio itself. Only the /studio route imports this file, so Sanity's code stays in its chunks. */
export function StudioApp({ projectId, dataset, apiVersion }: Required<StudioConnection>) {
  const config = useMemo(() => createStudioConfig({ projectId, dataset, apiVersion }), [projectId, dataset, apiVersion])
  return <NextStudio config={config} />
}
