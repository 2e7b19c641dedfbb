// @ts-check
import { enableCopyButtons, onAction, readStringField, setField, showState } from './page.js'
import { getJson, isRecord } from './platform-api.js'
import { readSession } from './session-store.js'

/**
 * @typedef {{kind: 'loading'}
 *   | {kind: 'signed-out'}
 *   | {kind: 'not-found'}
 *   | {kind: 'error', message: string}
 *   | {kind: 'ready', url: string, anonKey: string}} State
 */

const ref = readStringField('page-data', 'ref') ?? ''

/** @param {State} state */
function render(state) {
  switch (state.kind) {
    case 'ready':
      setField('url', state.url)
      setField('anon-key', state.anonKey)
      break
    case 'error':
      setField('error', state.message)
      break
    default:
      break
  }
  showState(state.kind)
}

/**
 * @param {import('./platform-api.js').ApiResult} result
 * @returns {State}
 */
function toState(result) {
  switch (result.kind) {
    case 'unauthorized':
      return { kind: 'signed-out' }
    case 'not-found':
      return { kind: 'not-found' }
    case 'error':
      return result
    case 'ok': {
      const service = isRecord(result.data) ? result.data.autoApiService : null
      if (
        !isRecord(service) ||
        typeof service.endpoint !== 'string' ||
        typeof service.defaultApiKey !== 'string'
      ) {
        return { kind: 'error', message: 'the platform API answered in an unexpected shape.' }
      }
      const protocol =
        typeof service.protocol === 'string' && service.protocol ? service.protocol : 'https'
      return {
        kind: 'ready',
        url: `${protocol}://${service.endpoint}`,
        anonKey: service.defaultApiKey,
      }
    }
  }
}

async function load() {
  const session = readSession()
  if (!session) return render({ kind: 'signed-out' })
  render({ kind: 'loading' })
  const result = await getJson(
    `/platform/props/project/${encodeURIComponent(ref)}/api`,
    session.access_token,
  )
  render(toState(result))
}

onAction('retry', load)
enableCopyButtons()
load()
