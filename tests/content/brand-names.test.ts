import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findBrandMentions, mayNameBrand, SUBJECT_PAGES } from './support/brand-names'

/**
 * Guide pages, the blocks they include and reference specs name Plinth only: never another backend
 * platform, its product names ("Studio" for a dashboard) or its host schemes (`aws-0-` pooler hosts).
 */
const CHECKED = [
  { folder: 'content/guides', extensions: ['.md', '.mdx', '.json'] },
  { folder: 'content/includes', extensions: ['.mdx'] },
  { folder: 'content/reference', extensions: ['.yaml', '.yml', '.json'] },
]

function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)))
    .sort()
}

const files = CHECKED.flatMap(({ folder, extensions }) => filesUnder(folder, extensions))

describe('no other backend platform is named', () => {
  it('checks the guides and the reference specs', () => {
    expect(files.some((file) => file.startsWith('content/guides/'))).toBe(true)
    expect(files.some((file) => file.startsWith('content/reference/'))).toBe(true)
  })

  it('in any guide page or reference spec', () => {
    const mentions = files.flatMap((file) =>
      findBrandMentions(fs.readFileSync(file, 'utf8'))
        .filter((mention) => !mayNameBrand(file, mention.brand))
        .map(
          (mention) =>
            `${file}:${mention.line} names ${mention.brand} ("${mention.word}"): write ${mention.instead} instead`,
        ),
    )
    expect(mentions, 'names of other platforms').toEqual([])
  })

  it('except on pages whose subject is that product, which exist', () => {
    const missing = SUBJECT_PAGES.filter(({ page }) => !files.includes(page)).map(({ page }) => page)
    expect(missing, 'remove pages that no longer exist from SUBJECT_PAGES').toEqual([])
  })
})
