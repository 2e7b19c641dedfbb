import fs from 'node:fs'
import path from 'node:path'
import { listExportFiles } from '../../lib/serving/export-files'
import { sectionRoutes } from '../../lib/serving/page-resolution'

/** A typical guide page: prose, code blocks, a table of contents. */
export const GUIDE_PATH = '/guides/auth/passwords'

/**
 * A section URL of the largest reference document of the export (the JavaScript reference today),
 * the heaviest page a reader opens.
 */
export function largestReferenceSection(exportDir: string): { sectionPath: string; bytes: number } {
  const routes = sectionRoutes(listExportFiles(exportDir))
  let largest: { sectionPath: string; bytes: number } | null = null
  for (const route of routes) {
    const bytes = fs.statSync(path.join(exportDir, route.documentFile)).size
    if (!largest || bytes > largest.bytes) largest = { sectionPath: route.sectionPath, bytes }
  }
  if (!largest) throw new Error(`${exportDir} holds no reference section`)
  return largest
}
