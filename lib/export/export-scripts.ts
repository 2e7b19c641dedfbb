import { contentHash } from '../content-hash'

/** Where in the export the scripts the build writes go, beside Next.js's static files. */
export const START_SCRIPTS_FOLDER = '_next/static/start/'

/** A script the build writes: its path under the export, and its text. */
export interface ExportScript {
  path: string
  source: string
}

/**
 * `source` as a script of the export, named by its content: pages that run the same script share
 * its file, which the browser keeps (the folder is served as immutable).
 */
export const exportScript = (source: string): ExportScript => ({
  path: `${START_SCRIPTS_FOLDER}${contentHash(source, 16)}.js`,
  source,
})
