import { readLogSourcesCatalogue } from '../../lib/catalogues/log-sources'
import { cachedPerBuild } from '../../lib/content/cached-per-build'
import { LogCatalogueLazyView } from './log-catalogue-lazy-view'

const getSources = cachedPerBuild(() => readLogSourcesCatalogue())

/** `<LogSourcesCatalogue />` in a guide: every log source, its fields and an example query. */
export function LogSourcesCatalogue() {
  return <LogCatalogueLazyView sources={getSources()} />
}
