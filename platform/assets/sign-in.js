// @ts-check
import { readJsonBlock, readStringField } from './page.js'
import { isSession, writeSession } from './session-store.js'

const session = readJsonBlock('session')
const returnTo = readStringField('page-data', 'returnTo')

if (isSession(session) && returnTo) {
  writeSession(session)
  // replace, so Back does not land on this page and sign in again.
  location.replace(returnTo)
}
