import { toHtml } from 'hast-util-to-html'
import { readLogSourcesCatalogue } from '../../lib/catalogues/log-sources'
import { cachedPerBuild } from '../../lib/content/cached-per-build'
import { logCatalogueHtml } from './log-catalogue-html'
import styles from './log-catalogue.module.css'

const getHtml = cachedPerBuild(async () =>
  toHtml(await logCatalogueHtml(readLogSourcesCatalogue(), styles)),
)

/**
 * `<LogSourcesCatalogue />` in a guide: every log source, its fields and an example query, as
 * static markup the site's one behaviour makes work (tabs, copy buttons).
 */
export async function LogSourcesCatalogue() {
  return <div dangerouslySetInnerHTML={{ __html: await getHtml() }} />
}
