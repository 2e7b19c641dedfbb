import 'server-only'

import { cachedPerBuild } from '../content/cached-per-build'
import type { ExtensionsCatalogueModel } from './extension-entry'
import { readExtensionsCatalogue } from './extensions'
import type { LogSourceEntry } from './log-source-entry'
import { readLogSourcesCatalogue } from './log-sources'

/** What the catalogue components of guide pages show, read and validated once per build. */
export interface CatalogueData {
  extensions: ExtensionsCatalogueModel
  logSources: LogSourceEntry[]
}

export const loadCatalogues = cachedPerBuild((): CatalogueData => ({
  extensions: readExtensionsCatalogue(),
  logSources: readLogSourcesCatalogue(),
}))
