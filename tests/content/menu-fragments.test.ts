/**
 * Browsers keep a fetched menu for good (its folder is immutable): every href a built page (out/)
 * fetches a menu from must carry the hash of the fragment the export holds, or readers would be
 * shown an old menu after a deploy.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { exportHtmlFile, stripBasePath } from '../../lib/address/address'
import { readGuideTree } from '../../lib/content/guide-tree'
import { MENU_FETCH_ATTRIBUTE, MENU_ON_OPEN_ATTRIBUTE } from '../../lib/export/menu-slot'
import { versionedMenuHref } from '../../lib/export/menu-version'

const fetchedMenus = new RegExp(`(?:${MENU_FETCH_ATTRIBUTE}|${MENU_ON_OPEN_ATTRIBUTE})="([^"]+)"`, 'g')

it('every menu a guide fetches is addressed by the hash of the exported fragment', () => {
  const wrong: string[] = []
  const fetched = new Set<string>()
  for (const page of readGuideTree('content/guides').pages) {
    const html = fs.readFileSync(path.join('out', exportHtmlFile(page.path)), 'utf8')
    for (const [, href = ''] of html.matchAll(fetchedMenus)) {
      fetched.add(href)
      const file = stripBasePath(href.split('?')[0] ?? '')
      const fragment = file === null ? null : path.join('out', file)
      if (fragment === null || !fs.existsSync(fragment)) {
        wrong.push(`${page.path}: ${href} has no fragment`)
      } else if (versionedMenuHref(href.split('?')[0] ?? '', fs.readFileSync(fragment, 'utf8')) !== href) {
        wrong.push(`${page.path}: ${href} is not the hash of ${fragment}`)
      }
    }
  }
  expect(wrong).toEqual([])
  // The header's two menus and a side menu for each area.
  expect(fetched.size).toBeGreaterThan(2 + 10)
})
