import { platformApi } from '../../lib/platform-api/client'
import { projectUrl } from '../../lib/platform-contract/api'
import { enableCopyButtons, onAction, readStringField, setField, showState } from './page'
import { callPlatform } from './platform-api'
import { readSession } from './session-store'

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; url: string; anonKey: string }

const ref = readStringField('page-data', 'ref') ?? ''

function render(state: State): void {
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

async function fetchState(): Promise<State> {
  const session = readSession()
  if (!session) return { kind: 'signed-out' }
  render({ kind: 'loading' })
  const result = await callPlatform(
    (options) => platformApi.apiSettings(ref, options),
    session.access_token,
  )
  switch (result.kind) {
    case 'unauthorized':
      return { kind: 'signed-out' }
    case 'ok':
      return {
        kind: 'ready',
        url: projectUrl(result.data),
        anonKey: result.data.autoApiService.defaultApiKey,
      }
    default:
      return result
  }
}

const load = async () => render(await fetchState())

onAction('retry', () => void load())
enableCopyButtons()
void load()
