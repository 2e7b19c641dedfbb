import { toHtml } from 'hast-util-to-html'
import type { LogSourceEntry } from '../../lib/catalogues/log-source-entry'
import { logCatalogueHtml } from './log-catalogue-html'
import styles from './log-catalogue.module.css'

/**
 * `<LogSourcesCatalogue />` in a guide: every log source the route loaded, its fields and an
 * example query, as static markup the site's one behaviour makes work (tabs, copy buttons).
 */
export async function LogSourcesCatalogue({ sources }: { sources: LogSourceEntry[] }) {
  return (
    <div dangerouslySetInnerHTML={{ __html: toHtml(await logCatalogueHtml(sources, styles)) }} />
  )
}
