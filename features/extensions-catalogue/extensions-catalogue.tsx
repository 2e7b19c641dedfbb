import { readExtensionsCatalogue } from '../../lib/catalogues/extensions'
import { cachedPerBuild } from '../../lib/content/cached-per-build'
import { ExtensionsCatalogueLazyView } from './extensions-catalogue-lazy-view'

const getCatalogue = cachedPerBuild(() => readExtensionsCatalogue())

/** `<ExtensionsCatalogue />` in a guide: the validated catalogue, rendered in full on the server. */
export function ExtensionsCatalogue() {
  const { tags, extensions } = getCatalogue()
  return <ExtensionsCatalogueLazyView tags={tags} extensions={extensions} />
}
