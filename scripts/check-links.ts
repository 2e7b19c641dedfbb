/** Fails when any internal link or #anchor of the built site (out/) does not resolve. */
import fs from 'node:fs'
import path from 'node:path'
import { checkExportLinks } from '../lib/links/check-export-links'
import { siteConfig } from '../site.config'

const exportDir = path.resolve('out')
if (!fs.existsSync(exportDir)) {
  console.error('out/ does not exist: run `npm run build` first')
  process.exit(1)
}
const broken = checkExportLinks(exportDir, siteConfig.basePath)
if (broken.length > 0) {
  for (const link of broken) console.error(`${link.page}: ${link.href}: ${link.problem}`)
  console.error(`\n${broken.length} broken internal link(s)`)
  process.exit(1)
}
console.log('links ok: every internal link and anchor resolves')
