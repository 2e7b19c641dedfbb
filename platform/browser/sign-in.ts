import { sessionSchema } from '../../lib/platform-contract/session'
import { readJsonBlock, readStringField } from './page'
import { writeSession } from './session-store'

const session = sessionSchema.safeParse(readJsonBlock('session'))
const returnTo = readStringField('page-data', 'returnTo')

if (session.success && returnTo) {
  writeSession(session.data)
  // replace, so Back does not land on this page and sign in again.
  location.replace(returnTo)
}
