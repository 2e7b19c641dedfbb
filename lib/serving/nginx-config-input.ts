import fs from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy } from './content-security-policy'
import { listExportFiles } from './export-files'
import type { NginxConfigInput } from './nginx-config'
import { sectionRoutes } from './page-resolution'
import { isPage } from './response-headers'

/** What the nginx configuration needs to know about an export: its pages and section URLs. */
export function readNginxConfigInput(
  exportDir: string,
  basePath: string,
  connectSources: string[],
): NginxConfigInput {
  const files = listExportFiles(exportDir)
  const pages = files.filter(isPage).map((filePath) => ({
    filePath,
    contentSecurityPolicy: contentSecurityPolicy(
      fs.readFileSync(path.join(exportDir, filePath), 'utf8'),
      connectSources,
    ),
  }))
  return { basePath, pages, sectionRoutes: sectionRoutes(files) }
}
