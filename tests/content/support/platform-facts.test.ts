import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { platformFactsFile } from './platform-facts'

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'))
afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

function touch(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '-- facts\n')
}

describe('platformFactsFile', () => {
  it('finds shared/data beside the repository', () => {
    touch(path.join(base, 'beside', 'shared', 'data', 'platform-schema.sql'))
    const repo = path.join(base, 'beside', 'repo')
    expect(platformFactsFile('platform-schema.sql', repo)).toBe(
      path.join(base, 'beside', 'shared', 'data', 'platform-schema.sql'),
    )
  })

  it('finds it further up when the repository is a worktree in a subfolder', () => {
    touch(path.join(base, 'up', 'shared', 'data', 'nav.json'))
    const worktree = path.join(base, 'up', 'wt', 'my-branch')
    expect(platformFactsFile('nav.json', worktree)).toBe(
      path.join(base, 'up', 'shared', 'data', 'nav.json'),
    )
  })

  it('names the file and where it looked when it is missing', () => {
    expect(() => platformFactsFile('missing.sql', path.join(base, 'none', 'repo'))).toThrow(
      /Platform facts file missing\.sql not found[\s\S]*none\/shared\/data\/missing\.sql/,
    )
  })
})
