'use client'

import dynamic from 'next/dynamic'

/**
 * The catalogue's view in a chunk of its own: every guide page shares one route, and without this
 * each would load the catalogue's code. The server still renders the whole list into the HTML.
 */
export const ExtensionsCatalogueLazyView = dynamic(() =>
  import('./extensions-catalogue-view').then((module) => module.ExtensionsCatalogueView),
)
