import { describe, expect, it } from 'vitest'
import { parseSavedProjectRef } from './saved-project-ref'
import { parseSavedSelection, serializeProject } from './saved-selection'

describe('parseSavedProjectRef', () => {
  it('reads the ref the credentials helper saves', () => {
    const saved = serializeProject(7, 'abcdefghij', 'Acme / Storefront').project
    expect(parseSavedProjectRef(saved)).toBe('abcdefghij')
    expect(parseSavedProjectRef(saved)).toBe(
      parseSavedSelection({ org: null, project: saved, branch: null }).project?.ref,
    )
  })

  it.each([null, '', 'abc', '{"ref":"x"}', '["1","x"]', '["1",2,"x"]', '["1","","x"]'])(
    'ignores %j',
    (raw) => {
      expect(parseSavedProjectRef(raw)).toBeNull()
    },
  )
})
