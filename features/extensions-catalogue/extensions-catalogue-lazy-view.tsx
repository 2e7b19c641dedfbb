'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const View = lazy(() =>
  import('./extensions-catalogue-view').then((module) => ({
    default: module.ExtensionsCatalogueView,
  })),
)

/**
 * The catalogue's view in a chunk of its own: every guide page shares one route, and without this
 * each would load the catalogue's code. The server still renders the whole list into the HTML,
 * which stays as it is until the chunk arrives and the view hydrates.
 */
export function ExtensionsCatalogueLazyView(props: ComponentProps<typeof View>) {
  return (
    <Suspense>
      <View {...props} />
    </Suspense>
  )
}
