/**
 * Every exported page (out/) links one stylesheet, which the export holds, and its payload names
 * that one alone: React, hydrating, finds in the head the stylesheet it expects.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { stripBasePath } from '../../lib/address/address'
import { inlinePayload } from '../../lib/export/inline-payload'
import { pageStylesheets } from '../../lib/export/one-stylesheet'
import { isPage } from '../../lib/serving/response-headers'

const pages = fs
  .readdirSync('out', { recursive: true, encoding: 'utf8' })
  .map((entry) => entry.split(path.sep).join('/'))
  .filter((file) => isPage(`/${file}`))

it('every page links one stylesheet, in its head and in its payload if it has one', () => {
  const problems: string[] = []
  for (const file of pages) {
    const page = fs.readFileSync(path.join('out', file), 'utf8')
    const sheets = pageStylesheets(page)
    if (sheets.length !== 1) {
      problems.push(`${file}: ${sheets.length} stylesheets`)
      continue
    }
    const [href = ''] = sheets
    const sitePath = stripBasePath(href)
    if (sitePath === null || !fs.existsSync(path.join('out', sitePath))) {
      problems.push(`${file}: ${href} is not in the export`)
    }
    const payload = inlinePayload(page)
    const named = new Set(payload.match(/\/[^"]+\.css/g))
    if (payload !== '' && (named.size !== 1 || !named.has(href))) {
      problems.push(`${file}: the payload names ${[...named].join(', ')}`)
    }
  }
  expect(problems).toEqual([])
  expect(pages.length).toBeGreaterThan(1500)
})
