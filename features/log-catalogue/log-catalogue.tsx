import type { LogSourceEntry } from '../../lib/catalogues/log-source-entry'
import { LogCatalogueLazyView } from './log-catalogue-lazy-view'

/** `<LogSourcesCatalogue />` in a guide: every log source, its fields and an example query. */
export function LogSourcesCatalogue({ sources }: { sources: LogSourceEntry[] }) {
  return <LogCatalogueLazyView sources={sources} />
}
