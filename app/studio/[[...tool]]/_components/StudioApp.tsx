'use client'

import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'

import { createStudioConfig, type StudioConnection } from '@/studio/sanity.config'

/** The Studio itself. Only the /studio route imports this file, so Sanity's code stays in its chunks. */
export function StudioApp({
  projectId,
  dataset,
  apiVersion,
  siteSource,
  apiHost,
}: Required<Omit<StudioConnection, 'apiHost'>> & Pick<StudioConnection, 'apiHost'>) {
  const { source, dataset: siteDataset } = siteSource
  const config = useMemo(
    () => createStudioConfig({ projectId, dataset, apiVersion, apiHost, siteSource: { source, dataset: siteDataset } }),
    [projectId, dataset, apiVersion, apiHost, source, siteDataset],
  )
  return <NextStudio config={config} />
}
