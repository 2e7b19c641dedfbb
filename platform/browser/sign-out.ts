import { readStringField } from './page'
import { clearSession } from './session-store'

clearSession()
const returnTo = readStringField('page-data', 'returnTo')
if (returnTo) location.replace(returnTo)
