// @ts-check
import { readStringField } from './page.js'
import { clearSession } from './session-store.js'

clearSession()
const returnTo = readStringField('page-data', 'returnTo')
if (returnTo) location.replace(returnTo)
