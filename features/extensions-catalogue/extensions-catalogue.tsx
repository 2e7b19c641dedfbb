import { Island } from '../../components/islands/island'
import type { ExtensionsCatalogueModel } from '../../lib/catalogues/extension-entry'
import { ISLAND_NAMES } from '../../lib/mdx/island-names'
import { ExtensionsCatalogueView } from './extensions-catalogue-view'

/** `<ExtensionsCatalogue />` in a guide: the validated catalogue, rendered in full on the server. */
export function ExtensionsCatalogue({ catalogue }: { catalogue: ExtensionsCatalogueModel }) {
  const props = { tags: catalogue.tags, extensions: catalogue.extensions }
  return (
    <Island name={ISLAND_NAMES.extensionsCatalogue} props={props}>
      <ExtensionsCatalogueView {...props} />
    </Island>
  )
}
