import { describe, expect, it } from 'vitest'
import { parseSavedProject, serializeProject } from './saved-selection'

describe('parseSavedProject', () => {
  it('reads the project the credentials helper saves', () => {
    const saved = serializeProject(7, 'abcdefghij', 'Acme / Storefront').project
    expect(parseSavedProject(saved)).toEqual({
      orgId: '7',
      ref: 'abcdefghij',
      label: 'Acme / Storefront',
    })
  })

  it.each([null, '', 'abc', '{"ref":"x"}', '["1","x"]', '["1",2,"x"]', '["1","","x"]'])(
    'ignores %j',
    (raw) => {
      expect(parseSavedProject(raw)).toBeNull()
    },
  )
})
