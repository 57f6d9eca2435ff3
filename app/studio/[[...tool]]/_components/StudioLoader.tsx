'use client'

import dynamic from 'next/dynamic'

/**
 * Loads the Studio's code only when the Studio is actually rendered: the not-connected page at the
 * same route then ships none of Sanity's multi-megabyte bundle.
 */
export const StudioLoader = dynamic(() => import('./StudioApp').then((module) => module.StudioApp))
