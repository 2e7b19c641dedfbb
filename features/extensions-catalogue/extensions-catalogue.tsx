import type { ExtensionsCatalogueModel } from '../../lib/catalogues/extension-entry'
import { ExtensionsCatalogueLazyView } from './extensions-catalogue-lazy-view'

/** `<ExtensionsCatalogue />` in a guide: the validated catalogue, rendered in full on the server. */
export function ExtensionsCatalogue({ catalogue }: { catalogue: ExtensionsCatalogueModel }) {
  return <ExtensionsCatalogueLazyView tags={catalogue.tags} extensions={catalogue.extensions} />
}
