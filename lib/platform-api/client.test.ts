import { afterEach, describe, expect, it, vi } from 'vitest'
import { platformApi, PlatformApiError } from './client'

const options = () => ({ accessToken: 'token-1', signal: new AbortController().signal })

function answer(body: string, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('platformApi', () => {
  it('sends a bodyless GET with the bearer token and the abort signal', async () => {
    const fetchMock = answer('[{"id":1,"name":"Acme"}]')
    const callOptions = options()
    await expect(platformApi.organizations(callOptions)).resolves.toEqual([{ id: 1, name: 'Acme' }])
    expect(fetchMock).toHaveBeenCalledWith('/platform/organizations', {
      method: 'GET',
      headers: { Authorization: 'Bearer token-1' },
      signal: callOptions.signal,
    })
  })

  it('throws on a non-2xx answer with its status', async () => {
    answer('{"message":"nope"}', 500)
    const error = await platformApi.projects(options()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PlatformApiError)
    expect(error).toMatchObject({ status: 500, retryable: true })
  })

  it('throws on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    )
    await expect(platformApi.projects(options())).rejects.toMatchObject({
      status: null,
      retryable: true,
    })
  })

  it('throws on a body that is not JSON or not the contract', async () => {
    answer('{not json')
    await expect(platformApi.projects(options())).rejects.toMatchObject({ retryable: false })
    answer('[{"ref":1}]')
    await expect(platformApi.projects(options())).rejects.toThrow('unexpected body')
  })

  it('requires a project ref for the calls that need one', async () => {
    const fetchMock = answer('[]')
    await expect(platformApi.branches(undefined, options())).rejects.toThrow(
      'projectRef is required',
    )
    await expect(platformApi.apiSettings('', options())).rejects.toThrow('projectRef is required')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('builds the branch and API settings paths from the ref', async () => {
    const fetchMock = answer(
      '{"autoApiService":{"protocol":"https","endpoint":"e","defaultApiKey":"k"}}',
    )
    await platformApi.apiSettings('abc', options())
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/platform/props/project/abc/api')
  })
})
