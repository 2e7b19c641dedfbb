'use client'

import dynamic from 'next/dynamic'

/**
 * The log sources' view in a chunk of its own: every guide page shares one route, and without
 * this each would load the tabs and field trees. The server still renders every source.
 */
export const LogCatalogueLazyView = dynamic(() =>
  import('./log-catalogue-view').then((module) => module.LogCatalogueView),
)
