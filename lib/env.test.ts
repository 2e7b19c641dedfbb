import { describe, expect, it } from 'vitest'
import { readBuildEnv } from './env'

describe('readBuildEnv', () => {
  it('accepts the public origin of the docs', () => {
    expect(readBuildEnv({ NEXT_PUBLIC_SITE_URL: 'https://docs.plinth.example' })).toEqual({
      NEXT_PUBLIC_SITE_URL: 'https://docs.plinth.example',
    })
  })

  it('stops a build without a site URL, saying what to set', () => {
    expect(() => readBuildEnv({})).toThrow(
      /NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_SITE_URL=https:\/\/docs\.plinth\.example npm run build[\s\S]*npm run build:local/,
    )
  })

  it('refuses a URL with a path, a trailing slash or another scheme', () => {
    for (const url of [
      '',
      'https://plinth.example/docs',
      'https://docs.plinth.example/',
      'ftp://docs.plinth.example',
    ]) {
      expect(() => readBuildEnv({ NEXT_PUBLIC_SITE_URL: url }), url).toThrow(
        /NEXT_PUBLIC_SITE_URL: /,
      )
    }
  })
})
