import fs from 'node:fs'
import path from 'node:path'
import {
  NGINX_MARKDOWN_SCRIPT,
  nginxHttpConfig,
  nginxMarkdownScript,
  nginxServerConfig,
} from '../../lib/serving/nginx-config'
import { readNginxConfigInput } from '../../lib/serving/nginx-config-input'
import { connectSourcesFor } from '../../lib/serving/response-headers'
import { siteConfig } from '../../site.config'

/** Where the build writes the nginx configuration: beside the export, not served with it. */
export function nginxConfigDir(exportDir: string): string {
  return path.join(path.dirname(exportDir), 'out-nginx')
}

/** Writes `http.conf`, `server.conf` and the njs module: the Node server's rules for nginx. */
export function writeNginxConfigFor(exportDir: string): void {
  const input = readNginxConfigInput(
    exportDir,
    siteConfig.basePath,
    connectSourcesFor(siteConfig.platformApiUrl),
  )
  if (input.pages.length === 0) throw new Error(`${exportDir} holds no page`)
  const dir = nginxConfigDir(exportDir)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'http.conf'), nginxHttpConfig(input))
  fs.writeFileSync(path.join(dir, 'server.conf'), nginxServerConfig(input))
  fs.writeFileSync(path.join(dir, NGINX_MARKDOWN_SCRIPT), nginxMarkdownScript())
  console.log(
    `post-build: ${path.relative(process.cwd(), dir)}/ for ${input.pages.length} pages and ${input.sectionRoutes.length} section URLs and ${input.markdownTwins.length} Markdown twins`,
  )
}
