/** Every internal link and #anchor of the built site (out/) resolves to a page and an id in it. */
import path from 'node:path'
import { expect, it } from 'vitest'
import { checkExportLinks } from '../../lib/links/check-export-links'
import { siteConfig } from '../../site.config'

it('every internal link and anchor of the export resolves', () => {
  const broken = checkExportLinks(path.resolve('out'), siteConfig.basePath)
  expect(broken.map((link) => `${link.page}: ${link.href}: ${link.problem}`)).toEqual([])
})
