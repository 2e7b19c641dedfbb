import { jsonInScript } from '../../lib/json-in-script'
import { alertStorageKey } from '../../lib/markup/alert-storage-key'

/**
 * The inline script an alert carries right after it: it runs as soon as the alert is parsed,
 * before the page paints, and hides the alert when the reader closed it on an earlier visit, so a
 * closed alert does not flash before the page's scripts run. Pages without an alert carry nothing.
 */
export const hideClosedAlertScript = (id: string) =>
  `try{localStorage.getItem(${jsonInScript(alertStorageKey(id))})==='true'&&(document.currentScript.previousElementSibling.hidden=true)}catch(_){}`
