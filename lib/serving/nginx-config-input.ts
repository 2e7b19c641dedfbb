import fs from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy } from './content-security-policy'
import { listExportFiles } from './export-files'
import { markdownTwinRoutes } from './markdown-negotiation'
import type { NginxConfigInput } from './nginx-config'
import { sectionRoutes } from './page-resolution'
import { isPage } from './response-headers'

/** What the nginx configuration needs to know about an export: its pages, section URLs, twins. */
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
  const routes = sectionRoutes(files)
  const markdownTwins = markdownTwinRoutes(
    files,
    routes.map((route) => route.sectionPath),
  )
  return { basePath, pages, sectionRoutes: routes, markdownTwins }
}
