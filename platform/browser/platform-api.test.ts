import { afterEach, describe, expect, it, vi } from 'vitest'
import { platformApi } from '../../lib/platform-api/client'
import { callPlatform } from './platform-api'

function answer(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('callPlatform', () => {
  it('gives the checked data', async () => {
    answer('[{"id":1,"name":"Acme"}]')
    await expect(callPlatform(platformApi.organizations, 't')).resolves.toEqual({
      kind: 'ok',
      data: [{ id: 1, name: 'Acme' }],
    })
  })

  it('tells a rejected session and an unknown project from other failures', async () => {
    answer('{"message":"expired"}', 401)
    await expect(callPlatform(platformApi.projects, 't')).resolves.toEqual({ kind: 'unauthorized' })
    answer('{"message":"Project not found"}', 404)
    await expect(
      callPlatform((options) => platformApi.apiSettings('abc', options), 't'),
    ).resolves.toEqual({ kind: 'not-found' })
  })

  it('keeps the client message for a server error or a body that does not parse', async () => {
    answer('{}', 500)
    await expect(callPlatform(platformApi.projects, 't')).resolves.toEqual({
      kind: 'error',
      message: '/platform/projects answered 500',
    })
    answer('{"broken')
    await expect(callPlatform(platformApi.projects, 't')).resolves.toMatchObject({
      kind: 'error',
      message: expect.stringContaining('not JSON'),
    })
  })
})
